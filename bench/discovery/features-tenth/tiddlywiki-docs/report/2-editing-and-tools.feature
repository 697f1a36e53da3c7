# style: CodeceptJS as Gherkin
Feature: Trying out editing and tools on the documentation site
  The docs are a live TiddlyWiki, so visitors can draft notes and look around the control panel.

  Scenario: Draft a note and confirm it
    Given I am on page "/"
    When I click "Create a new tiddler"
    Then I see "Draft of 'New Tiddler'"
    When I fill field "Type the text for this tiddler", "Remember to read about filter runs"
    And I click "Confirm changes to this tiddler"
    Then I see "Remember to read about filter runs"
    And I don't see "Draft of 'New Tiddler'"

  Scenario: Start editing a topic and discard it
    Given I am on page "/"
    When I click "Edit this tiddler"
    Then I see "Draft of 'HelloThere'"
    And I see element ".tc-tiddler-edit-frame"
    When I click "Discard changes to this tiddler"
    Then I don't see "Draft of 'HelloThere'"
    And I see "Make Something of Your Notes"

  Scenario: Look at the appearance settings in the control panel
    Given I am on page "/"
    When I click "Open control panel"
    Then I see "$:/ControlPanel"
    And I see "TiddlyWiki version"
    When I click "Appearance"
    Then I see "Palette"
    When I click "Theme"
    Then I see "Snow White"

  Scenario: Browse the tag list under the More tab
    Given I am on page "/"
    When I click "More"
    And I click "Tags"
    Then I see "Filter Operators"
    When I click "Missing"
    Then I don't see "tag manager"
