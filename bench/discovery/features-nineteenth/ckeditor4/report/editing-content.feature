# style: CodeceptJS as Gherkin
Feature: Editing content in the classic editor
  As an author writing in CKEditor
  I want to type, format, add tables and check the HTML the editor produces
  So that what I write ends up as clean, structured content

  Scenario: Typed text appears as HTML in the source view
    Given I am on page "/samples/index.html"
    When I fill field "Editor, editor", "Tea tasting notes"
    And I click "Source"
    Then I see in field "Editor, editor", "<h1>Tea tasting notes</h1>"
    And I don't see "Hello world!"
    When I click "Source"
    Then I see "Tea tasting notes"

  Scenario: The Format list turns the heading into a second-level heading
    Given I am on page "/samples/index.html"
    When I click "Paragraph Format"
    Then I see "Heading 3"
    When I click "Heading 2"
    Then I see "body h2"
    And I don't see "Heading 3"
    And I see "Hello world!"

  Scenario: The table dialog inserts a table with a caption
    Given I am on page "/samples/index.html"
    When I click "Table"
    And I fill field "Rows", "2"
    And I fill field "Columns", "3"
    And I fill field "Caption", "Tasting scores"
    And I click "OK"
    Then I see "Tasting scores"
    And I don't see "Table Properties"

  Scenario: The API sample reports whether the content has changed
    Given I am on page "/samples/old/api.html"
    When I click "checkDirty()"
    Then I see in popup "false"
    When I accept popup
    And I fill field "Editor, editor1", "A changed sentence"
    And I click "checkDirty()"
    Then I see in popup "true"
