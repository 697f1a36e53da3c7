# style: first person
Feature: Searching the TiddlyWiki documentation
  As a TiddlyWiki learner
  I want to search the docs from the sidebar
  So that I can read about a topic straight away

  Scenario: Searching for filter operators
    Given I am on the home page
    When I type "filter operators" into the "Search" field
    Then I should see "Title matches:"
    And I should see "Filter Operators"
    And I should see "addprefix Operator"

  Scenario: Opening a search result
    Given I am on the home page
    When I type "filter operators" into the "Search" field
    And I click "Filter Operators"
    Then I should see "Filter Operators" within ".tc-story-river"
    And the "Search" field should contain "filter operators"

  Scenario: A search with no match
    Given I am on the home page
    When I type "zzqqxx" into the "Search" field
    Then I should see "No search result"
    And the "Search" field should contain "zzqqxx"
    And I should not see "addprefix Operator"

  Scenario: Closing the welcome card
    Given I am on the home page
    Then I should see "Make Something of Your Notes"
    When I click "Open"
    And I click "close all"
    Then I should not see "Make Something of Your Notes"
    And I should not see "Choose how to get started quickly with TiddlyWiki."
