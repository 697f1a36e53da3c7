# style: imperative punctuated
Feature: Writing, changing and removing notes
  As a person keeping a personal notebook
  I want to create notes, edit them later and throw away the ones I no longer need
  So that the wiki only holds what is still useful to me

  Scenario: A new note is saved with its title and text
    Given the page "/" is open.
    When click the "new tiddler" button.
    And type "Packing list for Oslo" in the "New Tiddler" field.
    And type "Wool socks and a rain jacket" in the "Type the text for this tiddler" field.
    And click the "Confirm changes to this tiddler" button.
    Then "Packing list for Oslo" is shown.
    And "Wool socks and a rain jacket" is shown.
    And "Draft of 'Packing list for Oslo'" is not shown.
    And the "Confirm changes to this tiddler" button is not shown.

  Scenario: Discarding an unsaved note leaves nothing behind
    Given the page "/" is open.
    When click the "new tiddler" button.
    And type "Half-baked idea" in the "New Tiddler" field.
    Then "Draft of 'New Tiddler'" is shown.
    When click the "Discard changes to this tiddler" button.
    And accept the confirmation.
    Then "Draft of 'New Tiddler'" is not shown.
    And the "Discard changes to this tiddler" button is not shown.

  Scenario: Editing a saved note replaces its text
    Given the page "/" is open.
    When click the "new tiddler" button.
    And type "Reading list" in the "New Tiddler" field.
    And type "Dune" in the "Type the text for this tiddler" field.
    And click the "Confirm changes to this tiddler" button.
    And click the "Edit this tiddler" button.
    And type "Dune, then Solaris" in the "Type the text for this tiddler" field.
    And click the "Confirm changes to this tiddler" button.
    Then "Dune, then Solaris" is shown.

  Scenario: A deleted note disappears from the story and the sidebar
    Given the page "/" is open.
    When click the "new tiddler" button.
    And type "Old phone numbers" in the "New Tiddler" field.
    And click the "Confirm changes to this tiddler" button.
    And click the "Edit this tiddler" button.
    And click the "Delete this tiddler" button.
    And accept the confirmation.
    Then "Old phone numbers" is not shown.
    And "GettingStarted" is shown.
