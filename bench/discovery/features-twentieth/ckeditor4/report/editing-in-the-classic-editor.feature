# style: imperative punctuated
Feature: Writing and formatting text in the classic editor
  As an author writing content in CKEditor
  I want to type, format headings, add links and work full screen
  So that my text looks right before I publish it

  Scenario: Typed text replaces the sample text and becomes a bulleted list
    Given the page "/samples/index.html" is open.
    When type "Minutes of the Monday meeting" in the "Editor, editor" field.
    Then "Minutes of the Monday meeting" is shown.
    And "I'm an instance of CKEditor." is not shown.
    When click the "Insert/Remove Bulleted List" button.
    Then "body ul li" is shown.
    And "body h1" is not shown.

  Scenario: The Format list turns the first line into a second-level heading
    Given the page "/samples/index.html" is open.
    When click the "Paragraph Format" button.
    And click the "Heading 2" option.
    Then "body h2" is shown.
    And "body h1" is not shown.
    When click the "Source" button.
    Then the "Editor, editor" field contains "<h2>Hello world!</h2>".

  Scenario: The Link dialog inserts a link with its own display text
    Given the page "/samples/index.html" is open.
    When click the "Link" button.
    And type "Release notes" in the "Display Text" field.
    And choose "https://" from the "Protocol" list.
    And type "example.test/release" in the "URL" field.
    And click the "OK" button.
    Then "Release notes" is shown.
    And "Link Info" is not shown.
    And the "Display Text" field is not shown.

  Scenario: Maximize covers the whole page until it is pressed again
    Given the page "/samples/index.html" is open.
    When click the "Maximize" button.
    Then "Congratulations!" is not shown.
    And "Customize Your Editor" is not shown.
    And "Hello world!" is shown.
    When click the "Maximize" button.
    Then "Congratulations!" is shown.
