# style: third person
Feature: Writing a new tiddler
  The writer adds notes to the wiki from the sidebar.

  Background:
    Given the writer is on "/"

  Scenario: The writer creates a tagged note
    When the writer clicks the "new tiddler" button in the sidebar
    Then the writer sees the title field holding "New Tiddler"
    When the writer replaces the title with "Shopping list"
    And the writer types "Buy milk and green tea" into the text editor
    And the writer enters "groceries" in the "tag name" field and clicks "add"
    And the writer clicks the "Confirm changes to this tiddler" button
    Then the writer sees a tiddler titled "Shopping list"
    And the tiddler shows the text "Buy milk and green tea"
    And the tiddler shows the tag "groceries"
    And the writer no longer sees "Draft of 'New Tiddler'"

  Scenario: The writer abandons an empty draft
    When the writer clicks the "new tiddler" button in the sidebar
    Then the writer sees "Draft of 'New Tiddler'"
    When the writer clicks the "Discard changes to this tiddler" button
    Then the writer no longer sees "Draft of 'New Tiddler'"
    And the writer still sees "GettingStarted"
