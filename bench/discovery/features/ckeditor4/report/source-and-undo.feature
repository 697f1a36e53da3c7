# style: imperative, punctuated
Feature: Source mode and undo

  Background:
    * Open the page "/samples/index.html".

  Scenario: Look at the HTML source of the content.
    * Click on the "Source" button in the toolbar.
    * "<h1>Hello world!</h1>" should be displayed in the source area.
    * The "Bold" button should be disabled.
    * Click on the "Source" button in the toolbar again.
    * "Hello world!" should be displayed in the editor.

  Scenario: Undo a change.
    * The "Undo" button should be disabled.
    * Click at the end of "Hello world!" in the editor.
    * Type " Goodbye!" in the editor.
    * "Hello world! Goodbye!" should be displayed in the editor.
    * Click on the "Undo" button.
    * "Goodbye!" should not be displayed in the editor.
