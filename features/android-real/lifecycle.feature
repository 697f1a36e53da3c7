# style: CodeceptJS as Gherkin
@android
Feature: Kettle keeps its place
  The app keeps its screen in the background and starts over when it is restarted.

  Scenario: Send the app to the background and bring it back
    Given I am on page "kettle://orders"
    When I allow notifications if asked
    And I click "Order #1038"
    Then I see "Delivered"
    When I put the app in the background
    Then I don't see "Delivered"
    When I bring the app back
    Then I see "Matcha Uji"

  Scenario: Restart the app
    Given I am on page "kettle://settings"
    Then I see "Temperature units"
    When I restart the app
    Then I see "Discover"
    And I don't see "Temperature units"

  Scenario: Save a new brew from the floating button
    Given I am on page "kettle://home"
    When I click "New brew"
    And I fill field "Tea name", "Moonlight White"
    And I fill field "Steep time (minutes)", "3"
    And I click "Save brew"
    Then I see "Moonlight White saved to My brews"
