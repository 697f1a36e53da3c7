# style: imperative, punctuated
Feature: Toolbar dialogs and formatting of the classic editor
  The main sample holds a classic CKEditor 4 instance: a toolbar above an
  editing area that lives inside an iframe, and a status bar below it.

  Scenario: Inserting a link through the Link dialog
    Given open the page "/samples/index.html".
    When click on the "Link" button (chain icon) in the editor toolbar.
    Then the "Link" dialog with the field "Display Text" should be displayed.
    When type "Tea shop" into the "Display Text" field of the dialog.
    And type "example.com/tea" into the "URL" field of the dialog.
    And click on the "OK" button of the dialog.
    Then "Tea shop" should be displayed in the editing area.
    And "Display Text" should not be displayed.

  Scenario: Inserting a table with a caption
    Given open the page "/samples/index.html".
    When click on the "Table" button in the editor toolbar.
    Then the "Table Properties" dialog should be displayed.
    And the "Rows" field of the dialog should contain "3".
    When type "Tea prices" into the "Caption" field of the dialog.
    And click on the "OK" button of the dialog.
    Then "Tea prices" should be displayed in the editing area.
    And "Table Properties" should not be displayed.

  Scenario: Inserting the euro sign from the special character dialog
    Given open the page "/samples/index.html".
    When click on the "Insert Special Character" button (Omega icon) in the editor toolbar.
    Then the "Select Special Character" dialog should be displayed.
    When click on the "€" character (titled "Euro sign") in the dialog.
    Then "Select Special Character" should not be displayed.
    And "€" should be displayed in the editing area.

  Scenario: Turning a paragraph into a second-level heading
    Given open the page "/samples/index.html".
    When click into the paragraph "I'm an instance of CKEditor." in the editing area.
    Then the "Paragraph Format" list in the toolbar should display "Normal".
    When open the "Paragraph Format" list and choose "Heading 2".
    Then the "Paragraph Format" list in the toolbar should display "Heading 2".
    And the element path in the status bar should display "h2".
