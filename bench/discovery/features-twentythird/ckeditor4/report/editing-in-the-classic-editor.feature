# style: imperative punctuated
Feature: Editing text in the classic editor sample
  As a content author trying out CKEditor
  I want to type, switch to source view, maximise the editor and pick a paragraph format
  So that I know the editor does what I need before we adopt it

  Scenario: Replacing the sample text with my own words
    Given the page "/samples/index.html" is open.
    Then "Hello world!" is shown.
    When type "Minutes of the Monday meeting" in the "Editor, editor" field.
    Then "Minutes of the Monday meeting" is shown.
    And "I'm an instance of CKEditor." is not shown.
    And the "Editor, editor" field holds "Minutes of the Monday meeting".

  Scenario: Switching to the source view and back
    Given the page "/samples/index.html" is open.
    When click "Source".
    Then "Hello world!" is not shown.
    And the "Editor, editor" field holds "<h1>Hello world!</h1>".
    When click "Source".
    Then "Hello world!" is shown.

  Scenario: Maximizing the editor hides the rest of the page
    Given the page "/samples/index.html" is open.
    Then "Customize Your Editor" is shown.
    When click "Maximize".
    Then "Customize Your Editor" is not shown.
    And "I'm an instance of CKEditor." is shown.
    When click "Maximize".
    Then "Customize Your Editor" is shown.

  Scenario: Opening the paragraph format list
    Given the page "/samples/index.html" is open.
    Then "Heading 2" is not shown.
    When click "Paragraph Format".
    Then "Heading 2" is shown.
    And "Formatted" is shown.
    When press the "Escape" key.
    Then "Heading 2" is not shown.
