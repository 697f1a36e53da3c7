# style: imperative punctuated
Feature: Writing notes in TiddlyWiki
  As someone keeping a personal notebook
  I want to create, tag and tidy away notes
  So that my ideas are saved and easy to find

  Scenario: Create a note with a title and text
    Given the page "/" is open.
    When click "new tiddler".
    And type "Shopping list" in the "Title" field.
    And type "Buy oat milk and rye bread" in the "Text" field.
    And click "Confirm changes to this tiddler".
    Then "Shopping list" is shown.
    And "Buy oat milk and rye bread" is shown.
    And "Add a new field:" is not shown.

  Scenario: Tag a new note
    Given the page "/" is open.
    When click "new tiddler".
    And type "Garden chores" in the "Title" field.
    And type "gardening" in the "Tags" field.
    And click "add".
    And click "Confirm changes to this tiddler".
    Then "Garden chores" is shown.
    And "gardening" is shown.

  Scenario: Discard an untouched draft
    Given the page "/" is open.
    When click "new tiddler".
    Then "Add a new field:" is shown.
    When click "Discard changes to this tiddler".
    Then "Add a new field:" is not shown.
    And "Welcome to TiddlyWiki and the TiddlyWiki community" is shown.

  Scenario: Close every open note
    Given the page "/" is open.
    And "Syncing Changes to the Server" is shown.
    When click "close all".
    Then "Syncing Changes to the Server" is not shown.
    And "Welcome to TiddlyWiki and the TiddlyWiki community" is not shown.
