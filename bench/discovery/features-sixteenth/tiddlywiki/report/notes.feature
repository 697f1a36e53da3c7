# style: third person
Feature: Keeping notes in the wiki
  As someone who keeps personal notes
  I want to create, tag and find tiddlers
  So that my notes stay organised

  Scenario: The user creates a new note
    Given the user is on the home page
    When the user clicks "new tiddler"
    And the user types "Shopping list" into the "title" field
    And the user types "Buy oat milk and rye bread" into the "text" field
    And the user clicks "Confirm changes to this tiddler"
    Then the page shows "Buy oat milk and rye bread"
    And the page no longer shows "Draft of 'Shopping list'"

  Scenario: The user tags a note while writing it
    Given the user is on the home page
    When the user clicks "new tiddler"
    And the user types "Team meeting" into the "title" field
    And the user types "agenda" into the "tag name" field
    And the user clicks "add"
    And the user clicks "Confirm changes to this tiddler"
    Then the user sees "Team meeting"
    And the user sees "agenda"

  Scenario: The user closes every open tiddler
    Given the user is on the home page
    Then the user sees "Welcome to TiddlyWiki and the TiddlyWiki community"
    When the user clicks "close all"
    Then the page no longer shows "Welcome to TiddlyWiki and the TiddlyWiki community"
    And the user sees "My TiddlyWiki"

  Scenario: The user finds a note by a word in its text
    Given the user is on the home page
    When the user clicks "new tiddler"
    And the user types "Garden plan" into the "title" field
    And the user types "Plant tomatoes in May" into the "text" field
    And the user clicks "Confirm changes to this tiddler"
    And the user searches for "tomatoes"
    Then the user sees "Garden plan"
