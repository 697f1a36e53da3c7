# style: CodeceptJS as Gherkin
@android
Feature: New brews, offers, refreshing and app lifecycle

  Scenario: Add a brew of my own
    Given I am on page "kettle://home"
    When I click "New brew"
    Then I see "Save brew"
    When I fill field "Tea name", "Silver Needle"
    Then I see in field "Tea name", "Silver Needle"
    When I fill field "Steep time (minutes)", "3"
    Then I see in field "Steep time (minutes)", "3"
    When I hide device keyboard
    Then I see "Save brew"
    When I click "Save brew"
    Then I wait for text "Silver Needle saved to My brews"
    And I see "Black teas"

  Scenario: Claim offers and refresh the feed
    Given I am on page "kettle://home"
    When I click "Offers"
    Then I see "Spring sampler"
    When I click "Claim" in the row for "Spring sampler"
    Then I wait for text "Spring sampler claimed"
    When I click "Claim" in the row for "Free infuser"
    Then I wait for text "Free infuser claimed"
    When I click "Discover"
    Then I see "Updated 3 hours ago"
    When I pull down to refresh
    Then I wait for text "Updated just now"
    And I don't see "Updated 3 hours ago"

  Scenario: Background, relaunch and restart
    Given I am on page "kettle://home"
    When I click "Yunnan Gold"
    Then I see "12 likes"
    When I double tap "Photo of Yunnan Gold"
    Then I see "13 likes · You like this"
    When I put the app in the background
    Then I don't see "Golden tips, sweet and peppery."
    When I launch the app
    Then I see "13 likes · You like this"
    When I restart the app
    Then I see "Updated 3 hours ago"
    And I don't see "Golden tips, sweet and peppery."
