# style: first person
Feature: Finding my way through the TiddlyWiki documentation
  As a new TiddlyWiki user reading the documentation
  I want to search, open and close topics and filter the saving methods for my platform
  So that I only read the pages that matter to me

  Scenario: The sidebar search lists matching topics while I type
    Given I am on the home page
    When I type "filter operators" into the "search" field
    Then I should see "Title matches:"
    And I should see "234 matches"
    When I click "Filter Operators"
    Then I should see "A filter operator is a predefined keyword attached to an individual step of a filter."

  Scenario: Searching for a made-up word replaces the earlier results with nothing
    Given I am on the home page
    When I type "filter operators" into the "Search..." field
    Then I should see "Title matches: Filter Operators"
    When I type "zqxjvortle" into the "Search..." field
    Then I should see "No search result"
    And I should not see "Title matches: Filter Operators"
    And the "Search..." field should contain "zqxjvortle"

  Scenario: Ticking a platform lists only the saving methods for it
    Given I am on the home page
    Then I should not see "Quine by Chris Hunt"
    When I check the "iOS" checkbox
    Then the "iOS" checkbox should be checked
    And the "Linux" checkbox should not be checked
    And I should see "Quine by Chris Hunt"
    And I should not see "TiddlyDesktop by Jeremy Ruston"

  Scenario: Closing every open topic empties the story river
    Given I am on the home page
    When I click the "Open" tab
    Then I should see "close all"
    When I click "close all"
    Then I should not see "Make Something of Your Notes"
    And I should not see "Use the checkboxes to explore the methods of saving"
