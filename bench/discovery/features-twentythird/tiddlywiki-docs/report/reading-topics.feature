# style: first person
Feature: Reading topics in the documentation
  As a new TiddlyWiki user
  I want to open, fold and revisit topics in the story column
  So that I can keep only what I am reading in front of me

  Scenario: Opening a topic found with the sidebar search
    Given I am on "/"
    When I fill in the "search" field with "filter operators"
    Then I should see "Title matches:"
    When I click "Filter Operators"
    Then I should see "A filter operator is a predefined keyword attached to an individual step of a filter."
    And the "search" field should contain "filter operators"

  Scenario: Folding every open topic hides their text but keeps the titles
    Given I am on "/"
    When I click "Tools"
    And I click "fold all tiddlers"
    Then I should not see "Make Something of Your Notes"
    And I should not see "Choose how to get started quickly with TiddlyWiki."
    And I should see "Quick Start"

  Scenario: The More tab shows the tags of the documentation
    Given I am on "/"
    When I click "More"
    Then I should see "All"
    And I should see "Missing"
    When I click "Tags"
    Then I should see "TableOfContents"
    And I should not see "Fold the bodies of all opened tiddlers"

  Scenario: Going home again after closing all topics
    Given I am on "/"
    When I click "Tools"
    And I click "close all"
    Then I should not see "Make Something of Your Notes"
    When I click "home"
    Then I should see "Make Something of Your Notes"
    And I should see "Welcome to TiddlyWiki, a unique non-linear notebook"
