# style: CodeceptJS as Gherkin
Feature: Toolbar configurator and older samples

  Scenario: Removing the Source button in the toolbar configurator
    Given I am on page "/samples/toolbarconfigurator/index.html"
    Then I see "Source" in the editor toolbar
    When I uncheck option "Source"
    Then I don't see "Source" in the editor toolbar
    When I click "Get toolbar config"
    Then I see "Back to configurator"
    And I see "config.removeButtons = 'Underline,Subscript,Superscript,Source';" in the config text area

  Scenario: Editing a block of the page inline
    Given I am on page "/samples/old/inlineall.html"
    Then I don't see "Heading 3"
    When I click "Fusce vitae porttitor"
    Then I see "Heading 3" in the floating toolbar
    When I type "Checked by QA. "
    Then I see "Checked by QA."

  Scenario: Switching the editor interface to German
    Given I am on page "/samples/old/uilanguages.html"
    Then I see "Source" in the editor toolbar
    When I select option "Available languages", "German"
    Then I see "Quellcode" in the editor toolbar
    And I don't see "Source" in the editor toolbar

  Scenario: Inserting a link and undoing it
    Given I am on page "/samples/index.html"
    When I click "Link (Ctrl+K)"
    Then I see "Display Text"
    When I fill field "Display Text", "Release notes"
    And I fill field "URL", "example.com/release-notes"
    And I click "OK"
    Then I see "Release notes"
    When I click "Undo (Ctrl+Z)"
    Then I don't see "Release notes"
