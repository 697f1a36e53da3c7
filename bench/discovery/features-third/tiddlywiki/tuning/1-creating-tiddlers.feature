# style: imperative punctuated
Feature: Creating tiddlers
  New notes are started with the "Create a new tiddler" button (the "+" icon)
  in the sidebar and saved with the "Confirm changes to this tiddler" button.

  Scenario: Save a new tiddler with a title and some text
    Given Open the page "/".
    When Click on the "Create a new tiddler" button in the sidebar.
    Then The title field should contain "New Tiddler".
    When Replace the title with "Grocery list".
    And Type "Milk, eggs and bread" into the "Type the text for this tiddler" box.
    And Click on the "Confirm changes to this tiddler" button.
    Then "Grocery list" should be displayed as a tiddler title.
    And "Milk, eggs and bread" should be displayed.
    And The "Confirm changes to this tiddler" button should not be displayed.

  Scenario: Discard an untouched draft
    Given Open the page "/".
    When Click on the "Create a new tiddler" button in the sidebar.
    Then "Draft of 'New Tiddler'" should be displayed in the "Open" tab of the sidebar.
    When Click on the "Discard changes to this tiddler" button.
    Then "Draft of 'New Tiddler'" should not be displayed.
    And The "tag name" field should not be displayed.

  Scenario: Give a new tiddler a tag with the add button
    Given Open the page "/".
    When Click on the "Create a new tiddler" button in the sidebar.
    And Replace the title with "Packing list".
    And Type "camping" into the "tag name" field.
    And Click on the "add" button next to the "tag name" field.
    Then A "camping" tag should be displayed in the editor.
    And The "tag name" field should be empty.
    When Click on the "Confirm changes to this tiddler" button.
    Then "Packing list" should be displayed as a tiddler title.
    And A "camping" tag should be displayed under the "Packing list" title.

  Scenario: List the tiddlers that carry a tag
    Given Open the page "/".
    When Click on the "Create a new tiddler" button in the sidebar.
    And Replace the title with "Garden chores".
    And Type "weekend" into the "tag name" field and press Enter.
    And Click on the "Confirm changes to this tiddler" button.
    Then "Garden chores" should be displayed as a tiddler title.
    When Click on the "weekend" tag under the "Garden chores" title.
    Then A dropdown listing "Garden chores" should be displayed.

  Scenario: Preview formatted text while writing
    Given Open the page "/".
    When Click on the "Create a new tiddler" button in the sidebar.
    And Click on the "Show preview pane" button in the editor toolbar.
    And Type "Some ''bold'' words" into the "Type the text for this tiddler" box.
    Then "Some bold words" should be displayed in the preview pane.
    When Replace the title with "Formatting test".
    And Click on the "Confirm changes to this tiddler" button.
    Then "Formatting test" should be displayed as a tiddler title.
    And "Some bold words" should be displayed.
