# style: imperative, punctuated
Feature: Toolbar configurator
  The configurator lets a developer choose the toolbar buttons and get the matching config code.

  Scenario: Add the Underline button to the toolbar
    * Open the page "/samples/toolbarconfigurator/index.html".
    * "Toolbar Configurator" should be displayed.
    * The preview toolbar should not have an "Underline" button.
    * Tick the checkbox of the "Underline" item in the "basicstyles" row.
    * The preview toolbar should have an "Underline" button.

  Scenario: Get the toolbar config and go back
    * Open the page "/samples/toolbarconfigurator/index.html".
    * Click on "Get toolbar config".
    * "Select config" should be displayed.
    * "Back to configurator" should be displayed.
    * Click on "Back to configurator".
    * "Get toolbar config" should be displayed.
    * "Show empty toolbar groups" should be displayed.

  Scenario: Switch to the advanced configurator
    * Open the page "/samples/toolbarconfigurator/index.html".
    * Click on "Advanced" next to the "Basic" switch.
    * "Unused toolbar items" should be displayed.
    * "Underline Subscript Superscript" should be displayed.
    * "config.toolbar = [" should be displayed.
    * "Get toolbar config" should not be displayed.
