# style: first person
Feature: Writing and formatting text in the classic editor
  As an author I want to write in the editor, format what I wrote
  and check the HTML it produces.

  Scenario: Replace the sample text with my own
    Given I am on "/samples/index.html"
    Then I see "Hello world!" in the editing area
    When I click into the editing area, select all the text and type "Meeting notes for Monday"
    Then I see "Meeting notes for Monday" in the editing area
    And I no longer see "I'm an instance of" in the editing area

  Scenario: Turn a line into a second-level heading
    Given I am on "/samples/index.html"
    When I click on "I'm an instance of" in the editing area
    And I open the "Paragraph Format" drop-down and choose "Heading 2"
    Then the "Paragraph Format" drop-down shows "Heading 2"
    When I click the "Undo (Ctrl+Z)" button
    Then the "Paragraph Format" drop-down shows "Normal"

  Scenario: Bold text shows up as strong in the source
    Given I am on "/samples/index.html"
    When I click into the editing area, select all the text and type "Important"
    And I select all the text in the editing area
    And I click the "Bold (Ctrl+B)" button
    And I click the "Source" button
    Then the source box contains "<strong>Important</strong>"
    And the "Bold (Ctrl+B)" button is disabled
    When I click the "Source" button again
    Then I see "Important" in the editing area
