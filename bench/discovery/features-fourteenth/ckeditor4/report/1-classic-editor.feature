# style: third person
Feature: Editing content in the classic CKEditor sample
  The main sample page shows a full editor with a toolbar and an editing area.

  Scenario: The user replaces the sample text
    Given the user is on the samples page
    Then the user sees "I'm an instance of CKEditor."
    When the user enters "Meeting notes for Monday" in the editing area
    Then the user sees "Meeting notes for Monday"
    And the user does not see "I'm an instance of CKEditor."

  Scenario: The user opens the table dialog and cancels it
    Given the user is on the samples page
    When the user clicks the "Table" button in the toolbar
    Then the user sees the "Table Properties" dialog
    And the "Rows" field shows "3"
    And the "Columns" field shows "2"
    When the user clicks the "Cancel" button in the dialog
    Then the user does not see "Table Properties"

  Scenario: The user looks at the HTML source
    Given the user is on the samples page
    When the user clicks the "Source" button
    Then the source editor contains "<h1>Hello world!</h1>"
    And the source editor contains "an instance of"
    When the user clicks the "Source" button
    Then the user sees "Hello world!"

  Scenario: The user inserts a link through the link dialog
    Given the user is on the samples page
    When the user clicks the "Link" button in the toolbar
    Then the user sees "Link Type"
    When the user enters "example.test/docs" in the URL field
    And the user clicks the "OK" button in the dialog
    Then the user does not see "Link Type"
    And the user sees "example.test/docs"
