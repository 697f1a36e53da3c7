# style: imperative, punctuated
Feature: Writing, tagging and deleting notes
  As someone keeping notes in TiddlyWiki
  I want to create, tag and remove tiddlers from the story river
  So that my notebook only holds what I actually need

  Scenario: Create a note and save it
    Given open the page "/".
    When click the "+" button (Create a new tiddler) in the sidebar.
    Then an editor with an empty "Type the text for this tiddler" box should be displayed.
    When replace the title with "Packing list for Lisbon".
    And type "Passport, sunscreen and a good book" into the "Type the text for this tiddler" box.
    And click the check mark button "Confirm changes to this tiddler".
    Then the tiddler "Packing list for Lisbon" should be displayed with the text "Passport, sunscreen and a good book".
    And the editor should not be displayed anymore.

  Scenario: Give a note a tag
    Given open the page "/".
    When click the "+" button in the sidebar.
    And change the title to "Shakshuka for four".
    And type "cooking" into the "tag name" field and click the "add" button next to it.
    Then a "cooking" tag pill should be displayed under the title.
    When click the "Confirm changes to this tiddler" button.
    Then the tiddler "Shakshuka for four" should be displayed with the tag "cooking".
    When open the "More" tab in the sidebar and then its "Tags" tab.
    Then "cooking" should be listed in the sidebar.

  Scenario: Delete a note I no longer need
    Given open the page "/".
    When click the "+" button in the sidebar.
    And change the title to "Old meeting notes (Q3)" and click the "Confirm changes to this tiddler" button.
    Then the tiddler "Old meeting notes (Q3)" should be displayed.
    When click the pencil icon "Edit this tiddler" on "Old meeting notes (Q3)".
    And click the trash can icon "Delete this tiddler" and accept the browser confirmation.
    Then "Old meeting notes (Q3)" should no longer be displayed in the story river.
    And the "Open" tab of the sidebar should not list "Old meeting notes (Q3)".

  Scenario: Throw away a draft without saving it
    Given open the page "/".
    When click the "+" button in the sidebar.
    And change the title to "Idea I am not keeping".
    Then the title field should read "Idea I am not keeping".
    When click the circled cross "Discard changes to this tiddler" and accept the browser confirmation.
    Then the editor should be closed.
    When type "Idea I am not keeping" into the search box at the top of the sidebar.
    Then "0 matches" should be displayed below the search box.
