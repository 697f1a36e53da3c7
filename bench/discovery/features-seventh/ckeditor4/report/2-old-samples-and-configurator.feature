# style: cucumber-rails web_steps (Capybara)
Feature: Toolbar configurator and the older API samples

  Scenario: Adding the Underline button with the toolbar configurator
    Given I am on "/samples/toolbarconfigurator/index.html"
    Then I should see "Toolbar Configurator"
    And the "Underline" checkbox should not be checked
    When I check "Underline"
    Then I should see an "Underline" button in the editor toolbar preview
    When I press "Get toolbar config"
    Then I should see "config.removeButtons = 'Subscript,Superscript';"
    When I press "Back to configurator"
    Then I should see "Add row separator"

  Scenario: Switching the editor into read-only mode and back
    Given I am on "/samples/old/readonly.html"
    Then I should see "This is some sample text. You are using CKEditor." within the editor
    When I press "Make it read-only"
    Then I should see the "Make it editable again" button
    And I should not see the "Make it read-only" button
    And the "Bold" toolbar button should be disabled
    When I press "Make it editable again"
    Then the "Bold" toolbar button should be enabled

  Scenario: Creating and removing an editor on the fly
    Given I am on "/samples/old/ajax.html"
    When I press "Create Editor"
    Then I should see an editor with an empty editing area
    When I type "Draft saved by the ajax sample" into the editor
    And I press "Remove Editor"
    Then I should see "Edited Contents:"
    And I should see "Draft saved by the ajax sample"
    And I should not see an editor toolbar

  Scenario: Changing the editor's interface language
    Given I am on "/samples/old/uilanguages.html"
    Then I should see "Available languages (70 languages!):"
    And "English" should be selected for "languages"
    When I select "French" from "languages"
    Then the "Bold" toolbar button should have the tooltip "Gras (Ctrl+B)"
    And the "Italic" toolbar button should have the tooltip "Italique (Ctrl+I)"
    When I select "German" from "languages"
    Then the "Bold" toolbar button should have the tooltip "Fett (Strg+B)"
