# style: third person
Feature: Finding and revisiting notes
  As a TiddlyWiki user with many notes
  The user wants to search, browse recent notes and reopen notes for editing
  So that nothing written down gets lost

  Scenario: A saved note can be found with the sidebar search
    Given the user is on the home page
    When the user clicks "new tiddler"
    And the user enters "Packing list" in the "Title" field
    And the user clicks "Confirm changes to this tiddler"
    And the user enters "Packing" in the "Search" field
    Then the user sees "Title matches:"
    And the user sees "Packing list"

  Scenario: A freshly saved note appears under Recent
    Given the user is on the home page
    When the user clicks "new tiddler"
    And the user enters "Meeting notes" in the "Title" field
    And the user clicks "Confirm changes to this tiddler"
    And the user clicks "Recent"
    Then the user sees "Meeting notes"

  Scenario: Editing a note shows its current text
    Given the user is on the home page
    When the user clicks "new tiddler"
    And the user enters "Reading plan" in the "Title" field
    And the user enters "Chapter one by Friday" in the "Text" field
    And the user clicks "Confirm changes to this tiddler"
    And the user clicks "Edit this tiddler"
    Then the user sees "Chapter one by Friday" in the "Text" field
    And the user sees "Reading plan" in the "Title" field

  Scenario: The Tools tab lists the wiki's actions
    Given the user is on the home page
    When the user clicks "Tools"
    Then the user sees "TiddlyWiki version 5.4.1"
    And the user sees "Create a new journal tiddler"
    And the user sees "Open control panel"
    And the page shows "Export all tiddlers"
