# style: third person
Feature: Finding topics in the TiddlyWiki documentation
  As a TiddlyWiki user looking for help
  I want to search the docs and open topics
  So that I can read about what I need

  Scenario: The user searches for filter operators
    Given the user is on the documentation page
    When the user searches for "filter operators"
    Then the user sees "Title matches:"
    And the user sees "Filter Operators"
    And the user sees "abs Operator"

  Scenario: The user opens a topic from the search results
    Given the user is on the documentation page
    When the user searches for "filter operators"
    And the user clicks "Filter Operators"
    Then the page shows "A filter operator is a predefined keyword attached to an individual step of a filter."
    And the page shows "Table legend:"

  Scenario: A search with no hits says so
    Given the user is on the documentation page
    When the user searches for "zzqxv"
    Then the user sees "0 matches"
    And the user sees "No search result"
    And the user does not see "Title matches: Filter Operators"

  Scenario: The user closes every open topic
    Given the user is on the documentation page
    Then the user sees "Make Something of Your Notes"
    When the user clicks "Open"
    And the user clicks "close all"
    Then the page no longer shows "Make Something of Your Notes"
    And the page no longer shows "Choose how to get started quickly with TiddlyWiki."
