# style: cucumber-rails web_steps
Feature: Editing content in the classic editor
  As an author I want to format and structure my text with the editor toolbar.

  Scenario: Looking at the HTML source of the sample content
    Given I am on "/samples/index.html"
    Then I should see "Hello world!"
    When I press "Source"
    Then the "Editor, editor" field should contain "<h1>Hello world!</h1>"
    When I press "Source"
    Then I should see "I'm an instance of CKEditor."

  Scenario: Turning my text into a second-level heading
    Given I am on "/samples/index.html"
    When I fill in "Editor, editor" with "Release notes for version 2"
    Then I should see "Release notes for version 2"
    When I press "Paragraph Format"
    And I follow "Heading 2"
    Then I should see "Heading 2"
    And I should see "h2" within the elements path under the editor

  Scenario: Inserting a table with a caption
    Given I am on "/samples/index.html"
    When I press "Table"
    Then I should see "Table Properties"
    When I fill in "Rows" with "2"
    And I fill in "Columns" with "4"
    And I fill in "Caption" with "Quarterly figures"
    And I press "OK"
    Then I should not see "Table Properties"
    And I should see "Quarterly figures"

  Scenario: Switching the editor to read-only and back
    Given I am on "/samples/old/readonly.html"
    Then I should see "This is some sample text. You are using CKEditor."
    When I press "Make it read-only"
    Then the "Bold (Ctrl+B)" button should be disabled
    And I should see the "Make it editable again" button
    When I press "Make it editable again"
    Then the "Bold (Ctrl+B)" button should be enabled
    And I should see the "Make it read-only" button
