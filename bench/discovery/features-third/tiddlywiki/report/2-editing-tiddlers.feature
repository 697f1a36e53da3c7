# style: third person
Feature: Editing existing tiddlers
  A writer changes the title, text and fields of tiddlers she saved earlier.

  Scenario: The writer changes the text of a saved tiddler
    Given the writer is on the page "/"
    When she clicks "Create a new tiddler" in the sidebar
    And she sets the title to "Reading list"
    And she types "Dune" into the "Type the text for this tiddler" box
    And she clicks "Confirm changes to this tiddler"
    Then she sees "Dune" in the "Reading list" tiddler
    When she clicks "Edit this tiddler" on the "Reading list" tiddler
    And she replaces the text with "Dune and Emma"
    And she clicks "Confirm changes to this tiddler"
    Then she sees "Dune and Emma" in the "Reading list" tiddler

  Scenario: The writer renames a tiddler
    Given the writer is on the page "/"
    When she clicks "Create a new tiddler" in the sidebar
    And she sets the title to "Book club"
    And she clicks "Confirm changes to this tiddler"
    Then she sees a tiddler titled "Book club"
    When she clicks "Edit this tiddler" on the "Book club" tiddler
    And she changes the title to "Reading circle"
    And she clicks "Confirm changes to this tiddler"
    Then she sees a tiddler titled "Reading circle"
    And the "Open" tab of the sidebar no longer lists "Book club"

  Scenario: The writer adds a custom field to a new tiddler
    Given the writer is on the page "/"
    When she clicks "Create a new tiddler" in the sidebar
    And she sets the title to "Bike repair"
    And she enters "priority" in the "field name" box
    And she enters "high" in the "field value" box
    And she clicks the "add" button after the "field value" box
    Then the editor shows a "priority" field holding "high"
    And the "field name" box is empty again
    When she clicks "Confirm changes to this tiddler"
    Then she sees a tiddler titled "Bike repair"

  Scenario: The writer leaves an edit without changing anything
    Given the writer is on the page "/"
    When she clicks "Create a new tiddler" in the sidebar
    And she sets the title to "Tea notes"
    And she clicks "Confirm changes to this tiddler"
    Then she sees a tiddler titled "Tea notes"
    When she clicks "Edit this tiddler" on the "Tea notes" tiddler
    Then she sees "Draft of 'Tea notes'" above the editor
    When she clicks "Discard changes to this tiddler"
    Then she no longer sees "Draft of 'Tea notes'"
    And she sees a tiddler titled "Tea notes"

  Scenario: The writer closes the welcome tiddler
    Given the writer is on the page "/"
    And she sees "Welcome to TiddlyWiki and the TiddlyWiki community"
    When she clicks "Close this tiddler" in the toolbar of "GettingStarted"
    Then she no longer sees "Welcome to TiddlyWiki and the TiddlyWiki community"
    And the "Open" tab of the sidebar no longer lists "GettingStarted"

  Scenario: The writer turns off the editor toolbar
    Given the writer is on the page "/"
    When she clicks "Open control panel" in the sidebar
    And she opens the "Settings" tab
    Then the "Show editor toolbar" checkbox is ticked
    When she unticks "Show editor toolbar"
    And she clicks "Create a new tiddler" in the sidebar
    Then the "Apply bold formatting to selection - [ctrl-B]" button is not shown in the editor
    When she clicks "Discard changes to this tiddler"
    And she ticks "Show editor toolbar" again
    Then the "Show editor toolbar" checkbox is ticked
