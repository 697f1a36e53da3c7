# style: imperative punctuated
Feature: Writing notes - creating, tagging and discarding tiddlers in the wiki

  Scenario: Create a new note with a title and some text
    Given the page "/" is open.
    When click on the "new tiddler" button.
    Then "Draft of 'New Tiddler'" should be displayed.
    When type "Packing list A1" into the title field.
    And type "Passport, charger and a tin of sencha" into the "Type the text for this tiddler" field.
    And click on the "Confirm changes to this tiddler" button.
    Then "Passport, charger and a tin of sencha" should be displayed.
    And "Packing list A1" should be displayed.
    And "Draft of 'New Tiddler'" should not be displayed.

  Scenario: Tag a new note before saving it
    Given the page "/" is open.
    When click on the "new tiddler" button.
    And type "Recipe B2" into the title field.
    And type "teatime" into the "tag name" field.
    And click on the "add" button.
    Then the "tag name" field should be empty.
    When click on the "Confirm changes to this tiddler" button.
    Then "Recipe B2" should be displayed.
    And "teatime" should be displayed.

  Scenario: Discard an untouched draft
    Given the page "/" is open.
    When click on the "new tiddler" button.
    Then "Draft of 'New Tiddler'" should be displayed.
    When click on the "Discard changes to this tiddler" button.
    Then "Draft of 'New Tiddler'" should not be displayed.
    And "GettingStarted" should still be displayed.

  Scenario: Hide and show the sidebar
    Given the page "/" is open.
    Then "a non-linear personal web notebook" should be displayed.
    When click on the "hide sidebar" button.
    Then "a non-linear personal web notebook" should not be displayed.
    When click on the "show sidebar" button.
    Then "a non-linear personal web notebook" should be displayed again.
    And the "Recent" tab should be displayed.
