# style: imperative punctuated
Feature: Editing text in the classic editor
  As a content author
  I want to write in the sample editor
  So that I can judge CKEditor before installing it

  Scenario: The sample editor greets the user.
    Given the samples page is open.
    Then "Congratulations!" is shown.
    And "Hello world!" is shown.
    And "I'm an instance of CKEditor." is shown.
    And "Thanks for your order" is not shown.

  Scenario: Replace the sample text.
    Given the samples page is open.
    When type "Minutes of the Monday meeting" in the "Editor, editor" field.
    Then "Minutes of the Monday meeting" is shown.
    And "Hello world!" is not shown.
    And the "Editor, editor" field contains "Minutes of the Monday meeting".

  Scenario: Switch to the source view and back.
    Given the samples page is open.
    When click "Source".
    Then the "Editor, editor" field contains "<h1>Hello world!</h1>".
    When click "Source".
    Then "Hello world!" is shown.
    And the "Editor, editor" field contains "I'm an instance of CKEditor.".

  Scenario: Open the toolbar configurator.
    Given the samples page is open.
    When click "Toolbar Configurator".
    Then "Select configurator type" is shown.
    And "Get toolbar config" is shown.
    And "Congratulations!" is not shown.
