# style: cucumber-rails
Feature: The older CKEditor samples
  In order to try special setups of the editor
  As a developer
  I want the old samples to work: read-only mode, inline editing, Ajax and languages

  Scenario: Opening the read-only sample from the list
    Given I am on the "/samples/old/index.html" page
    When I follow "Read-only mode"
    Then I should see "Using the CKEditor Read-Only API"
    And I should see "This is some sample text. You are using CKEditor." within the editing area

  Scenario: Switching the editor to read-only and back
    Given I am on the "/samples/old/readonly.html" page
    When I press "Make it read-only"
    Then I should see the "Make it editable again" button
    And I should not see the "Make it read-only" button
    And the "Bold (Ctrl+B)" toolbar button should be disabled
    When I press "Make it editable again"
    Then I should see the "Make it read-only" button
    And the "Bold (Ctrl+B)" toolbar button should be enabled

  Scenario: Creating and removing an editor on the fly
    Given I am on the "/samples/old/ajax.html" page
    When I press "Create Editor"
    Then I should see the "Source" toolbar button
    When I fill in the editing area with "Saved by Ajax"
    And I press "Remove Editor"
    Then I should see "Edited Contents:"
    And I should see "Saved by Ajax"
    And I should not see the "Source" toolbar button

  Scenario: Editing the tag list inline
    Given I am on the "/samples/old/inlineall.html" page
    Then I should not see the "Bold (Ctrl+B)" toolbar button
    When I click on "inline, editing, floating, CKEditor"
    Then I should see the "Bold (Ctrl+B)" toolbar button
    When I type ", samples" at the end of that line
    Then I should see "inline, editing, floating, CKEditor, samples"

  Scenario: Changing the language of the editor
    Given I am on the "/samples/old/uilanguages.html" page
    When I select "German" from "Available languages (70 languages!):"
    Then I should see the "Fett (Strg+B)" toolbar button
    And I should see "Quellcode" within the toolbar
    And I should not see the "Bold (Ctrl+B)" toolbar button

  Scenario: Replacing the editor content through the API
    Given I am on the "/samples/old/api.html" page
    Then I should see "Instance editor1 loaded."
    When I press "Set Editor Contents"
    Then I should see "This is some sample HTML code." within the editing area
    And I should not see "You are using CKEditor." within the editing area
