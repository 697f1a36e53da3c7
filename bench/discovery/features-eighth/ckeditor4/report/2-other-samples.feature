# style: first person
Feature: About dialog, read-only mode, toolbar configurator and inline editing
  Besides the main sample, CKEditor 4 ships a toolbar configurator and a
  set of older samples (read-only mode, massive inline editing).

  Scenario: The About dialog shows the editor version and closes with Cancel
    Given I open the page "/samples/index.html"
    When I click the "About CKEditor 4" button (question mark icon) at the end of the editor toolbar
    Then I should see "CKEditor 4.22.1 (Standard)"
    When I click the "Cancel" button in the dialog
    Then I should not see "CKEditor 4.22.1 (Standard)"

  Scenario: Switching the read-only sample to read-only and back
    Given I open the page "/samples/old/readonly.html"
    Then I should see the "Make it read-only" button
    When I click the "Make it read-only" button below the editor
    Then I should see the "Make it editable again" button
    And I should not see the "Make it read-only" button
    When I click the "Make it editable again" button
    Then I should see the "Make it read-only" button

  Scenario: Showing empty toolbar groups and getting the toolbar configuration
    Given I open the page "/samples/toolbarconfigurator/index.html"
    When I click the "Show empty toolbar groups" button
    Then I should see "Hide empty toolbar groups"
    And I should see "doctools" in the list of toolbar groups
    When I click the "Get toolbar config" button
    Then I should see "CKEDITOR.editorConfig = function( config ) {"
    When I click "Back to configurator"
    Then I should see "Get toolbar config"

  Scenario: Editing a heading in place on the inline editing sample
    Given I open the page "/samples/old/inlineall.html"
    When I click the heading "Fusce vitae porttitor"
    Then I should see "Heading 3" in the floating editor toolbar
    When I press End and type " today" into that heading
    Then I should see "Fusce vitae porttitor today"
