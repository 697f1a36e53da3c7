# style: first person
Feature: Writing and changing my own tiddlers
  As a person keeping notes in TiddlyWiki
  I want to create, edit, tag and delete tiddlers
  So that my notebook holds exactly the notes I need

  Scenario: Creating a tiddler with a title and some text
    Given I am on "/"
    When I press "Create a new tiddler"
    And I fill in the "New Tiddler" field with "Packing list"
    And I fill in the "Type the text for this tiddler" field with "Passport, charger and a warm jumper"
    And I press "Confirm changes to this tiddler"
    Then I should see "Passport, charger and a warm jumper"
    And I should see "Packing list"
    And I should not see "Draft of"

  Scenario: Editing the text of a saved tiddler replaces the old text
    Given I am on "/"
    When I press "Create a new tiddler"
    And I fill in the "New Tiddler" field with "Reading log"
    And I fill in the "Type the text for this tiddler" field with "Started Middlemarch"
    And I press "Confirm changes to this tiddler"
    And I press "Edit this tiddler"
    And I fill in the "Type the text for this tiddler" field with "Finished Middlemarch"
    And I press "Confirm changes to this tiddler"
    Then I should see "Finished Middlemarch"

  Scenario: Adding a tag while editing shows the tag on the saved tiddler
    Given I am on "/"
    When I press "Create a new tiddler"
    And I fill in the "New Tiddler" field with "Garden plan"
    And I fill in the "tag name" field with "outdoors"
    And I press the Enter key
    And I press "Confirm changes to this tiddler"
    Then I should see "Garden plan"
    And I should see "outdoors"
    And I should not see the "tag name" field

  Scenario: Deleting a saved tiddler after confirming removes it
    Given I am on "/"
    When I press "Create a new tiddler"
    And I fill in the "New Tiddler" field with "Old phone numbers"
    And I press "Confirm changes to this tiddler"
    And I press "Edit this tiddler"
    And I press "Delete this tiddler"
    And I accept the dialog
    Then I should not see "Old phone numbers"
    And I should see "GettingStarted"
