# style: cucumber-rails web_steps
@android
Feature: Browse the brew feed
  The Discover feed lists more brews than fit on a screen, in sections; a brew opens its own page.

  Scenario: Open a brew from the end of the feed
    Given I am on "kettle://home"
    Then I should see "Black teas"
    And I should see "Updated 3 hours ago"
    When I follow "Rosehip"
    Then I should see "Fruity and rich in vitamin C."
    And I should see "Herbal · 6 min · 100°C"
    When I press "Add to queue"
    Then I should see "Rosehip added to your queue"

  Scenario: Refresh the feed
    Given I am on "kettle://home"
    When I pull down to refresh
    Then I should see "Updated just now"
    And I should not see "Updated 3 hours ago"
