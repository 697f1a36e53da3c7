# style: Behat MinkContext
Feature: Searching and browsing the TiddlyWiki documentation
  As a new TiddlyWiki user reading the documentation
  I want to search topics and use the sidebar tabs
  So that I can find the explanation I need

  Scenario: Searching for filter operators lists matching topics
    Given I am on "/"
    When I fill in "search" with "filter operators"
    Then I should see "Title matches:"
    And I should see "Filter Operators"
    And I should see "addprefix Operator"
    And the "search" field should contain "filter operators"

  Scenario: Opening a topic from the search results
    Given I am on "/"
    When I fill in "search" with "filter operators"
    And I follow "Filter Operators"
    Then I should see "Filter Operators"
    And I should not see "Title matches:"
    And I should see "Make Something of Your Notes"

  Scenario: Closing every open topic empties the story column
    Given I am on "/"
    When I press "Open"
    And I press "close all"
    Then I should not see "Make Something of Your Notes"
    And I should not see "Choose how to get started quickly with TiddlyWiki."
    And I should see "a non-linear personal web notebook"

  Scenario: Choosing a platform in the getting started guide ticks its box
    Given I am on "/"
    When I check "Windows"
    Then the "Windows" checkbox should be checked
    And the "Mac" checkbox should not be checked
    When I uncheck "Windows"
    Then the "Windows" checkbox should not be checked
