# style: Behat MinkContext
Feature: Searching and reading the TiddlyWiki documentation

  Scenario: Searching from the menu bar and opening a result
    Given I am on "/"
    When I fill in "Search..." with "filter operators"
    Then I should see "Title matches:"
    And I should see "All matches:"
    When I follow "Filter Operators"
    Then I should see "A filter operator is a predefined keyword attached to an individual step of a filter."

  Scenario: Opening a topic from the Contents tab
    Given I am on "/"
    Then I should not see "You can think of TiddlyWiki as a database in which the records are tiddlers."
    When I follow "Filters"
    Then I should see "You can think of TiddlyWiki as a database in which the records are tiddlers."

  Scenario: Closing every open topic and going back home from the Tools tab
    Given I am on "/"
    Then I should see "Make Something of Your Notes"
    When I press "Tools"
    And I press "close all"
    Then I should not see "Make Something of Your Notes"
    When I press "home"
    Then I should see "Make Something of Your Notes"

  Scenario: Filtering the saving methods by platform
    Given I am on "/"
    Then I should see "Use the checkboxes to explore the methods of saving that work with your platform(s)"
    When I check "Linux"
    Then the "Linux" checkbox should be checked
    And I should see "Timimi"
    And I should see "Browser extension & native host for desktops"
    And I should not see "Use the checkboxes to explore the methods of saving that work with your platform(s)"
