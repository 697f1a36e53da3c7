# style: third person
Feature: Writing, tagging and deleting notes
  Notes ("tiddlers") are saved on the server. The scenarios of this file
  build on each other: they start from an empty wiki and run in order.

  Scenario: The user writes a new note
    Given the user is on the "/" page
    When the user clicks the "Create a new tiddler" button (the "+" in the sidebar)
    Then a draft titled "New Tiddler" should be open for editing
    When the user replaces the title with "Shopping list"
    And the user types "Milk and eggs" into the box "Type the text for this tiddler"
    And the user clicks the "Confirm changes to this tiddler" button (the tick mark)
    Then the user should see a note titled "Shopping list"
    And that note should read "Milk and eggs"

  Scenario: The note is still there after the page is reloaded
    Given the user is on the "/" page
    When the user opens the "Recent" tab in the sidebar
    Then the user should see "Shopping list" listed in the tab
    When the user clicks "Shopping list" in that list
    Then the note "Shopping list" should open and read "Milk and eggs"

  Scenario: The user tags the note
    Given the user is on the "/" page
    And the user has opened "Shopping list" from the "Recent" tab
    When the user clicks the "Edit this tiddler" button (the pencil) of "Shopping list"
    And the user types "errands" into the "tag name" box
    And the user clicks the "add" button next to the "tag name" box
    Then the draft should show the tag "errands"
    When the user clicks the "Confirm changes to this tiddler" button
    Then the note "Shopping list" should show the tag "errands"
    And it should still read "Milk and eggs"

  Scenario: The user deletes the note
    Given the user is on the "/" page
    And the user has opened "Shopping list" from the "Recent" tab
    When the user clicks the "Edit this tiddler" button of "Shopping list"
    And the user clicks the "Delete this tiddler" button (the bin)
    And the user accepts the question "Do you wish to delete the tiddler "Shopping list"?"
    Then the note "Shopping list" should no longer be shown
    And "Shopping list" should no longer be listed in the "Recent" tab
