# style: cucumber-rails web_steps
Feature: Searching the TiddlyWiki documentation
  As a reader of the TiddlyWiki documentation
  I want to search the docs and tidy up the open topics
  So that I can find the page I need quickly

  Scenario: Searching from the menu bar and opening a result
    Given I am on the "/" page
    When I fill in "Search..." with "filter operators"
    Then I should see "Title matches:"
    And I should see "All matches:"
    When I follow "abs Operator"
    Then I should see "calculate the absolute value of a list of numbers"
    And I should not see "Title matches:"

  Scenario: The sidebar search tells how many topics match
    Given I am on the "/" page
    When I fill in the sidebar search box with "filter operators"
    Then I should see "234 matches"
    And I should see "Title matches:"

  Scenario: Pressing Escape in the sidebar search box clears the search
    Given I am on the "/" page
    When I fill in the sidebar search box with "filter operators"
    Then I should see "All matches:"
    When I press Escape in the sidebar search box
    Then I should not see "All matches:"
    And I should not see "234 matches"

  Scenario: Closing one topic from the story
    Given I am on the "/" page
    Then I should see "Choose how to get started quickly with TiddlyWiki."
    When I press "Close this tiddler" within the "Quick Start" tiddler
    Then I should not see "Choose how to get started quickly with TiddlyWiki."
    And I should see "Make Something of Your Notes"
