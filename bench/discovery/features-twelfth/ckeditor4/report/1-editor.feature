# style: third person
Feature: Writing rich text in the CKEditor sample
  A writer formats text with the toolbar of the classic editor.

  Scenario: The writer replaces the sample text
    Given the user opens "/samples/index.html"
    When the user clears the editor and types "Minutes of the Monday meeting"
    Then the user should see "Minutes of the Monday meeting"
    And the user should not see "Hello world! I'm an instance of CKEditor."
    And the user should see "Styles"

  Scenario: The writer switches to the source view
    Given the user opens "/samples/index.html"
    When the user clears the editor and types "Budget draft"
    And the user selects all text in the editor
    And the user clicks the "Bold" toolbar button
    And the user clicks the "Source" toolbar button
    Then the "Editor, editor" field should contain "<strong>Budget draft</strong>"

  Scenario: The writer opens the table dialog and cancels it
    Given the user opens "/samples/index.html"
    When the user clicks the "Table" toolbar button
    Then the user should see "Table Properties"
    And the user should see "Rows"
    When the user clicks the "Cancel" button in the dialog
    Then the user should not see "Table Properties"

  Scenario: The writer undoes and redoes typing
    Given the user opens "/samples/index.html"
    When the user clears the editor and types "Temporary sentence"
    Then the user should see "Temporary sentence"
    When the user clicks the "Undo" toolbar button
    Then the user should not see "Temporary sentence"
    When the user clicks the "Redo" toolbar button
    Then the user should see "Temporary sentence"
