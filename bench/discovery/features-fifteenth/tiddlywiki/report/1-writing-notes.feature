# style: imperative punctuated
Feature: Writing notes in the wiki
  As a note taker I want to create tiddlers with a title, text and tags
  so that my notes are kept on the server.

  Scenario: Create a tiddler with a title and some text
    Given the home page is open.
    When Click the "new tiddler" button in the sidebar.
    And Type "Grocery run" into the title field.
    And Type "Buy oat milk and rye bread" into the "Type the text for this tiddler" box.
    And Click the "Confirm changes to this tiddler" button.
    Then "Grocery run" should be displayed.
    And "Buy oat milk and rye bread" should be displayed.
    But "Draft of 'Grocery run'" should not be displayed.

  Scenario: Tag a new tiddler
    Given the home page is open.
    When Click the "new tiddler" button in the sidebar.
    And Type "Train timetable" into the title field.
    And Type "commute" into the "tag name" field.
    And Click "add".
    And Click the "Confirm changes to this tiddler" button.
    Then "Train timetable" should be displayed.
    And "commute" should be displayed.

  Scenario: Rename the draft before saving it
    Given the home page is open.
    When Click the "new tiddler" button in the sidebar.
    Then "Draft of 'New Tiddler'" should be displayed.
    When Type "Holiday ideas" into the title field.
    Then The title field should contain "Holiday ideas".
    When Click the "Confirm changes to this tiddler" button.
    Then "Holiday ideas" should be displayed.
    And "Draft of 'New Tiddler'" should not be displayed.

  Scenario: Close all open tiddlers
    Given the home page is open.
    And "Welcome to TiddlyWiki and the TiddlyWiki community" should be displayed.
    When Click "close all".
    Then "Welcome to TiddlyWiki and the TiddlyWiki community" should not be displayed.
    And "Syncing Changes to the Server" should not be displayed.
