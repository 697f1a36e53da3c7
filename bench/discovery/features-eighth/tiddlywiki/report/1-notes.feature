# style: third person
Feature: Writing, tagging and removing notes
  The user keeps personal notes ("tiddlers") in the wiki. Notes are saved on
  the server, so each scenario uses a title that no other scenario uses.

  Scenario: A new note is saved with its text and listed under Recent
    Given the user opens the wiki at "/"
    When the user clicks the "Create a new tiddler" button (the "+" icon) in the sidebar
    And the user changes the title "New Tiddler" to "Shopping List March"
    And the user types "Eggs, flour and butter" into the text box "Type the text for this tiddler"
    And the user clicks the "Confirm changes to this tiddler" button (the tick icon)
    Then the user should see the note heading "Shopping List March"
    And the user should see the text "Eggs, flour and butter"
    When the user opens the "Recent" tab in the sidebar
    Then the user should see "Shopping List March" in the list of recent notes

  Scenario: A tag added while editing shows on the note and in the sidebar tag list
    Given the user opens the wiki at "/"
    When the user clicks the "Create a new tiddler" button (the "+" icon) in the sidebar
    And the user changes the title "New Tiddler" to "Pasta Carbonara Recipe"
    And the user types "recipes" into the "tag name" field and presses Enter
    And the user clicks the "Confirm changes to this tiddler" button (the tick icon)
    Then the user should see the tag "recipes" under the heading "Pasta Carbonara Recipe"
    When the user opens the "More" tab in the sidebar
    Then the user should see the tag "recipes" in the sidebar's tag list
    And the user should see "untagged" in the sidebar's tag list

  Scenario: Deleting a note asks for confirmation and removes it
    Given the user opens the wiki at "/"
    When the user clicks the "Create a new tiddler" button (the "+" icon) in the sidebar
    And the user changes the title "New Tiddler" to "Old Meeting Notes"
    And the user clicks the "Confirm changes to this tiddler" button (the tick icon)
    Then the user should see the note heading "Old Meeting Notes"
    When the user clicks the "Edit this tiddler" button (the pencil icon) on the note "Old Meeting Notes"
    And the user clicks the "Delete this tiddler" button (the bin icon) and accepts the browser's "Do you wish to delete" confirmation
    Then the user should not see "Old Meeting Notes" anywhere on the page
    And the user should see the note heading "GettingStarted"

  Scenario: Discarding a new draft leaves nothing behind
    Given the user opens the wiki at "/"
    When the user clicks the "Create a new tiddler" button (the "+" icon) in the sidebar
    And the user changes the title "New Tiddler" to "Unsent Letter To Anna"
    And the user types "Dear Anna, I am sorry" into the text box "Type the text for this tiddler"
    And the user clicks the "Discard changes to this tiddler" button (the circled cross icon) and accepts the browser's "Do you wish to discard changes" confirmation
    Then the user should no longer see the editor's "Add a new field:" row
    When the user types "Unsent Letter" into the sidebar search box
    Then the user should see "No search result" in the search results
