# style: imperative, punctuated
Feature: Editing in the classic editor and configuring its toolbar
  The main sample shows a full editor; the toolbar configurator lets
  an integrator choose which toolbar buttons are shown.

  Scenario: Looking at the HTML source and going back
    Given Open the page "/samples/index.html".
    When Click on the "Source" button of the editor toolbar.
    Then The source code area should contain "<h1>Hello world!</h1>".
    And The "Bold" toolbar button should be disabled.
    When Click on the "Source" button of the editor toolbar again.
    Then "Hello world!" should be displayed in the editing area.
    And The "Bold" toolbar button should be enabled.

  Scenario: Typing a sentence and undoing it
    Given Open the page "/samples/index.html".
    Then The "Undo" toolbar button should be disabled.
    When Type "Sencha is a green tea." at the end of the editing area.
    Then "Sencha is a green tea." should be displayed in the editing area.
    And The "Undo" toolbar button should be enabled.
    When Click on the "Undo" button of the editor toolbar.
    Then "Sencha is a green tea." should not be displayed in the editing area.

  Scenario: Inserting a table through the Table dialog
    Given Open the page "/samples/index.html".
    When Click on the "Table" button of the editor toolbar.
    Then A dialog titled "Table Properties" should be displayed.
    And The "Rows" field should contain "3".
    When Fill in "Rows" with "4", "Columns" with "3" and "Caption" with "Tea prices".
    And Click on the "OK" button of the dialog.
    Then The "Table Properties" dialog should be closed.
    And The editing area should contain a table with 4 rows and 3 columns.
    And "Tea prices" should be displayed in the editing area.

  Scenario: Removing a button and showing empty groups in the toolbar configurator
    Given Open the page "/samples/toolbarconfigurator/index.html".
    Then The "Table" button should be displayed in the toolbar preview.
    When Untick the "Table" checkbox in the toolbar group items.
    Then The "Table" button should not be displayed in the toolbar preview.
    When Click on the "Show empty toolbar groups" button.
    Then "Hide empty toolbar groups" should be displayed.
    And "forms" should be displayed in the list of toolbar groups.
