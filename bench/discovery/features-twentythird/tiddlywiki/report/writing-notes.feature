# style: third person
Feature: Writing notes in the wiki
  As a person keeping a personal notebook
  I want to create, tag and edit notes
  So that my thoughts are saved on the server and easy to find again

  Scenario: A new note is saved with its title and text
    Given the user is on "/"
    When the user clicks "new tiddler"
    And the user types "Zebra Crossing Notes" into the "New Tiddler" field
    And the user types "Stripes help drivers notice walkers" into the "Type the text for this tiddler" field
    And the user clicks "Confirm changes to this tiddler"
    Then the user sees "Zebra Crossing Notes"
    And the user sees "Stripes help drivers notice walkers"
    And the page does not show "Add a new field:"

  Scenario: A note gets a tag while it is being written
    Given the user is on "/"
    When the user clicks "new tiddler"
    And the user types "Weekly Groceries" into the "New Tiddler" field
    And the user types "market" into the "tag name" field
    And the user clicks "add"
    And the user clicks "Confirm changes to this tiddler"
    Then the user sees "Weekly Groceries"
    And the user sees "market"

  Scenario: Editing a saved note replaces its text
    Given the user is on "/"
    When the user clicks "new tiddler"
    And the user types "Packing List" into the "New Tiddler" field
    And the user types "Passport" into the "Type the text for this tiddler" field
    And the user clicks "Confirm changes to this tiddler"
    And the user clicks "Edit this tiddler"
    And the user types "Passport and train tickets" into the "Type the text for this tiddler" field
    And the user clicks "Confirm changes to this tiddler"
    Then the user sees "Passport and train tickets"

  Scenario: Closing all notes empties the story column
    Given the user is on "/"
    When the user clicks "close all"
    Then the page does not show "Welcome to TiddlyWiki and the TiddlyWiki community"
    And the page does not show "Syncing Changes to the Server"
    And the user sees "a non-linear personal web notebook"
