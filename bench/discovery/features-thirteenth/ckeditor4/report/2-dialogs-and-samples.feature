# style: CodeceptJS as Gherkin
Feature: Editor dialogs, styles and the other samples
  Checks of the format list, a dialog, inline editing and the toolbar configurator.

  Scenario: Turn a paragraph into a heading with the Format list
    Given I am on page "/samples/index.html"
    When I fill field "Editor, editor", "Chapter One"
    And I click "Format"
    And I click "Heading 1"
    Then I see "Heading 1"
    And I see "Chapter One" in a heading in the editing area

  Scenario: Open and close the special character dialog
    Given I am on page "/samples/index.html"
    When I click "Insert Special Character"
    Then I see "Select Special Character"
    When I click "Cancel"
    Then I don't see "Select Special Character"

  Scenario: Edit a paragraph of the inline editing sample
    Given I am on page "/samples/old/inlineall.html"
    When I click "Fusce vitae porttitor"
    And I press key "End"
    And I type " and more"
    Then I see "Fusce vitae porttitor and more"

  Scenario: Get the toolbar configuration from the configurator
    Given I am on page "/samples/toolbarconfigurator/index.html"
    Then I see "Toolbar groups"
    When I click "Get toolbar config"
    Then I see "Back to configurator"
    And I don't see "Get toolbar config"
    When I click "Back to configurator"
    Then I see "Get toolbar config"
