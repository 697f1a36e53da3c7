# style: third person
Feature: Editing content with CKEditor 4 and shaping its toolbar
  A writer uses the classic editor on the samples page, a reviewer locks it in read-only mode,
  and a developer trims the toolbar with the toolbar configurator.

  Scenario: The writer adds a paragraph to the sample text
    Given the writer opens "/samples/index.html"
    Then the writer sees "Hello world!" in the editing area
    And the "Undo" button in the toolbar is greyed out
    When the writer clicks into the editing area, jumps to the end of the text and types "Shopping list for the weekend" on a new line
    Then the editing area contains a paragraph "Shopping list for the weekend" below "I'm an instance of CKEditor."
    And the "Undo" button in the toolbar is available

  Scenario: The writer looks at the HTML source and switches back
    Given the writer opens "/samples/index.html"
    When the writer clicks the "Source" button in the toolbar
    Then the editing area shows the HTML "<h1>Hello world!</h1>"
    And the "Bold" button in the toolbar is greyed out
    When the writer clicks the "Source" button again
    Then the writer sees the heading "Hello world!" rendered in the editing area
    And the "Bold" button in the toolbar is available

  Scenario: The reviewer puts the editor into read-only mode and back
    Given the reviewer opens "/samples/old/readonly.html"
    Then the reviewer sees "This is some sample text. You are using CKEditor." in the editor
    When the reviewer clicks the "Make it read-only" button
    Then the "Bold" button in the toolbar is greyed out
    And the editing area can no longer be edited
    When the reviewer clicks the "Make it editable again" button
    Then the "Bold" button in the toolbar is available
    And the editing area can be edited again

  Scenario: The developer removes the strikethrough button in the toolbar configurator
    Given the developer opens "/samples/toolbarconfigurator/index.html"
    When the developer unticks "Strikethrough" in the "basicstyles" toolbar group
    Then the strikethrough button is gone from the preview editor's toolbar
    When the developer clicks "Get toolbar config"
    Then the developer sees "config.removeButtons = 'Underline,Subscript,Superscript,Strike';"
    When the developer clicks "Back to configurator"
    Then the developer sees the "Show empty toolbar groups" button again
