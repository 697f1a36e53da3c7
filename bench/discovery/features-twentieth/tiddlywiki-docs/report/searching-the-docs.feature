# style: cucumber-rails web_steps
Feature: Searching and filtering the TiddlyWiki documentation
  As a new TiddlyWiki user reading the documentation
  I want to search topics from the sidebar and narrow down lists with the platform checkboxes
  So that I get to the page that answers my question quickly

  Scenario: A sidebar search lists title matches and opens the chosen topic
    Given I am on the home page
    When I fill in "Search" with "filter operators"
    Then I should see "Title matches:" within ".tc-sidebar-search"
    And I should see "Filter Operators" within ".tc-search-results"
    When I follow "Filter Operators" within ".tc-search-results"
    Then I should see "A filter operator is a predefined keyword attached to an individual step of a filter." within ".tc-story-river"

  Scenario: A search without hits says so and the message goes away when the box is cleared
    Given I am on the home page
    When I fill in "Search" with "xyzzyplugh"
    Then I should see "0 matches"
    And I should see "No search result"
    And the "Search" field should contain "xyzzyplugh"
    When I fill in "Search" with ""
    Then I should not see "0 matches"
    And I should not see "No search result"

  Scenario: Ticking a platform lists only the saving methods for it
    Given I am on the home page
    Then the "iOS" checkbox should not be checked
    When I check "iOS"
    Then the "iOS" checkbox should be checked
    And I should see "Quine by Chris Hunt"
    And I should not see "Use the checkboxes to explore the methods of saving that work with your platform(s)"
    When I uncheck "iOS"
    Then I should not see "Quine by Chris Hunt"

  Scenario: The Open tab lists the open topics and close all empties the story
    Given I am on the home page
    When I press "Open"
    Then I should see "HelloThere" within ".tc-sidebar-tabs-main"
    When I press "close all"
    Then I should not see "Make Something of Your Notes"
    And I should not see "HelloThere" within ".tc-story-river"
    And I should not see "HelloThere" within ".tc-sidebar-tabs-main"
