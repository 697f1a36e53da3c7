# style: Behat MinkContext
Feature: Searching the TiddlyWiki documentation
  As someone learning TiddlyWiki
  I want to search the documentation from the sidebar and manage the open topics
  So that I can get to the page I need quickly

  Scenario: Searching shows title matches as I type
    Given I am on "/"
    When I fill in "Search" with "filter operators"
    Then I should see "234 matches"
    And I should see "Title matches:"
    And I should see "Filter Operators"
    And I should see "abs Operator"

  Scenario: Opening a topic from the search results
    Given I am on "/"
    When I fill in "Search" with "filter operators"
    And I follow "Filter Operators"
    Then I should see "A filter operator is a predefined keyword attached to an individual step of a filter."
    And I should see "Table legend:"

  Scenario: A search for nonsense finds nothing
    Given I am on "/"
    When I fill in "Search" with "xyzzyplugh"
    Then I should see "0 matches"
    And I should see "No search result"
    And I should not see "abs Operator"
    And the "Search" field should contain "xyzzyplugh"

  Scenario: Closing all open topics from the Open tab
    Given I am on "/"
    And I should see "Make Something of Your Notes"
    When I follow "Open"
    And I follow "close all"
    Then I should not see "Make Something of Your Notes"
    And I should not see "Choose how to get started quickly with TiddlyWiki."
