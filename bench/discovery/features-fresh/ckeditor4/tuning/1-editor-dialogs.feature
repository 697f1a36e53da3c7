# style: cucumber-rails web_steps (Capybara)
Feature: Inserting content through the editor dialogs
  In order to enrich my text without writing HTML
  As an author using the classic editor
  I want to insert links and tables through the toolbar dialogs

  Scenario: Insert a link
    Given I am on "/samples/index.html"
    When I press "Link (Ctrl+K)"
    Then I should see "Link Info" within "the dialog"
    When I fill in "Display Text" with "CKEditor docs"
    And I fill in "URL" with "ckeditor.com/docs"
    And I press "OK"
    Then I should see "CKEditor docs" within "the editing area"
    And I should see "Hello world!" within "the editing area"

  Scenario: Insert a table with a caption
    Given I am on "/samples/index.html"
    When I press "Table"
    Then I should see "Table Properties"
    When I fill in "Rows" with "2"
    And I fill in "Columns" with "3"
    And I fill in "Caption" with "Price list"
    And I press "OK"
    Then I should see "Price list" within "the editing area"
    And I should not see "Table Properties"

  Scenario: Look at the About box and close it
    Given I am on "/samples/index.html"
    When I press "About CKEditor 4"
    Then I should see "CKEditor 4.22.1 (Standard)"
    When I press "Cancel"
    Then I should not see "CKEditor 4.22.1 (Standard)"
    And I should see "Congratulations!"
