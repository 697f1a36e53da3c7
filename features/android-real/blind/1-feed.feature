# style: cucumber-rails web_steps (Capybara)
@android
Feature: Discover feed and brew pages
  As a tea drinker
  I want to browse the Discover feed and open a brew
  So that I can choose what to steep next

  Scenario: Scrolling the feed down to the last herbal tea
    Given I am on "kettle://home"
    Then I should see "Black teas"
    And I should not see "Green teas"
    When I scroll down to "Green teas"
    Then I should see "Sencha Asanoka"
    When I scroll down to "Rosehip"
    Then I should see "Honeybush"
    When I follow "Rosehip"
    Then I should see "Fruity and rich in vitamin C."
    And I should see "Herbal · 6 min · 100°C"

  Scenario: Queueing and liking a brew
    Given I am on "kettle://home"
    When I follow "Yunnan Gold"
    Then I should see "Golden tips, sweet and peppery."
    And I should see "12 likes"
    When I press "Add to queue"
    Then I should see "Yunnan Gold added to your queue"
    When I double-tap "Photo of Yunnan Gold"
    Then I should see "13 likes · You like this"
    When I check "Remind me when it’s steeped"
    Then the "Remind me when it’s steeped" checkbox should be checked

  Scenario: Sharing a brew and reading its steeping guide
    Given I am on "kettle://home"
    When I follow "Earl Grey Supreme"
    Then I should see "Bergamot with a touch of rose."
    When I press "Share"
    Then I should see "Link copied"
    When I follow "Steeping guide"
    Then I should see "Use 250 ml of water at 95°C"
    When I press "Back"
    Then I should see "Updated 3 hours ago"
