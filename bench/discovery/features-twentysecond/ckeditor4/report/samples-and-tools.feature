# style: third person
Feature: Trying the CKEditor sample pages
  As a developer evaluating CKEditor 4
  I want to try the read-only switch, the dialogs and the toolbar configurator
  So that I can decide how to set the editor up in my project

  Scenario: The read-only sample can be made editable again
    Given the user opens "/samples/old/readonly.html"
    Then the user sees "This is some sample text. You are using CKEditor."
    When the user clicks the "Make it read-only" button
    Then the "Make it editable" button is visible
    And the "Make it read-only" button is not shown
    When the user clicks the "Make it editable" button
    Then the "Make it read-only" button is visible

  Scenario: The About dialog tells the editor version and closes
    Given the user opens "/samples/index.html"
    When the user clicks "About CKEditor 4"
    Then the user sees "CKEditor 4.22.1"
    When the user clicks the "Close" button
    Then the page does not show "CKEditor 4.22.1"
    And the user sees "Hello world!"

  Scenario: The table dialog starts with three rows and two columns
    Given the user opens "/samples/index.html"
    When the user clicks "Table"
    Then the user sees "Table Properties"
    And the "Rows" field contains "3"
    And the "Columns" field contains "2"
    When the user clicks the "Cancel" button
    Then the page does not show "Table Properties"

  Scenario: The toolbar configurator switches to its advanced mode
    Given the user opens "/samples/toolbarconfigurator/index.html"
    Then the user sees "Toolbar groups"
    When the user clicks "Advanced"
    Then the page does not show "Toolbar groups"
    And the "Advanced" radio button is selected
    And the "Basic" radio button is not selected
