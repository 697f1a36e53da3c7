# style: imperative punctuated
Feature: Editing content in the classic editor
  As a content author
  I want to type, link and view the source of my text in the editor
  So that I can prepare rich content for a web page

  Scenario: Typed text replaces the sample content.
    Given the page "/samples/index.html" is open.
    When type "Minutes of the Monday meeting" in the "Editor, editor" editor.
    Then "Minutes of the Monday meeting" is shown.
    And the "Editor, editor" editor contains "Minutes of the Monday meeting".
    And "I'm an instance of CKEditor." is not shown.
    And "Hello world!" is not shown.

  Scenario: A link is inserted through the Link dialog.
    Given the page "/samples/index.html" is open.
    When click "Link".
    Then "Link Info" is shown.
    When type "Our tea shop" in the "Display Text" field.
    And type "teashop.test" in the "URL" field.
    And click "OK".
    Then "Our tea shop" is shown.
    And "Link Info" is not shown.

  Scenario: Maximizing the editor hides the rest of the page.
    Given the page "/samples/index.html" is open.
    When click "Maximize".
    Then "Hello world!" is shown.
    And "Customize Your Editor" is not shown.
    When click "Maximize".
    Then "Customize Your Editor" is shown.

  Scenario: The source view shows the HTML of the content.
    Given the page "/samples/index.html" is open.
    When click "Source".
    Then the "Editor, editor" field contains "<h1>Hello world!</h1>".
    And "I'm an instance of CKEditor." is not shown.
    When click "Source".
    Then "I'm an instance of CKEditor." is shown.
