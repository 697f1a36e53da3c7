# style: imperative punctuated
Feature: Formatting text in the classic editor
  Write in the editing area and format it with the toolbar.

  Scenario: Make a sentence bold
    Given Open the page "/samples/index.html".
    When Replace the text in the editing area with "Quarterly results are in".
    And Select all text in the editing area.
    And Click on the "Bold (Ctrl+B)" button.
    Then The editing area should show "Quarterly results are in" in bold.
    And The editing area should not contain "Hello world!".

  Scenario: Turn a line into a bulleted list
    Given Open the page "/samples/index.html".
    When Replace the text in the editing area with "Buy oat milk".
    And Click on the "Insert/Remove Bulleted List" button.
    Then The editing area should show "Buy oat milk" in a bulleted list.
    And The editing area should not contain "Hello world!".

  Scenario: Open and cancel the link dialog
    Given Open the page "/samples/index.html".
    When Click on the "Link (Ctrl+K)" button.
    Then A dialog titled "Link" should be displayed.
    And "Link Type" should be displayed.
    When Click on the "Cancel" button in the dialog.
    Then No dialog should be displayed.

  Scenario: Switch the read-only sample between read-only and editable
    Given Open the page "/samples/old/readonly.html".
    Then The editing area should contain "This is some sample text.".
    When Click on the "Make it read-only" button.
    Then "Make it editable again" should be displayed.
    And "Make it read-only" should not be displayed.
    When Click on the "Make it editable again" button.
    Then "Make it read-only" should be displayed.
