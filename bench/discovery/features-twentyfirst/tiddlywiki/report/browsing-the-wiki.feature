# style: third person
Feature: Finding my way around the wiki
  As a reader of a TiddlyWiki notebook
  I want to open, close, fold and revisit tiddlers from the sidebar
  So that I can keep the story column tidy and still find my notes

  Scenario: Closing all tiddlers and bringing the default ones back home
    Given the user is on "/"
    When the user clicks "close all"
    Then the page does not show "Welcome to TiddlyWiki and the TiddlyWiki community"
    When the user opens the "Tools" tab
    And the user clicks "home"
    Then the user sees "Welcome to TiddlyWiki and the TiddlyWiki community"
    And the user sees "Syncing Changes to the Server"

  Scenario: A closed tiddler can be found again in the Recent tab
    Given the user is on "/"
    When the user clicks "Create a new tiddler"
    And the user types "Dentist appointment" into the "New Tiddler" field
    And the user clicks "Confirm changes to this tiddler"
    And the user clicks "close all"
    Then the page does not show "Dentist appointment"
    When the user opens the "Recent" tab
    Then the user sees "Dentist appointment"

  Scenario: Folding all tiddlers hides their text but keeps their titles
    Given the user is on "/"
    When the user opens the "Tools" tab
    And the user clicks "fold all tiddlers"
    Then the page does not show "Syncing Changes to the Server"
    And the user sees "GettingStarted"
    When the user clicks "unfold all tiddlers"
    Then the user sees "Syncing Changes to the Server"

  Scenario: Discarding a new draft after confirming leaves no trace of it
    Given the user is on "/"
    When the user clicks "Create a new tiddler"
    And the user types "Half-baked idea" into the "New Tiddler" field
    And the user types "Maybe later" into the "Type the text for this tiddler" field
    And the user clicks "Discard changes to this tiddler"
    And the user confirms the dialog
    Then the page does not show "Maybe later"
    And the user does not see the "Confirm changes to this tiddler" button
