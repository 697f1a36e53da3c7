# style: first person
Feature: Editing content with CKEditor
  As a content author
  I want to write in the rich-text editor, look at its HTML source and edit inline
  So that my content ends up exactly as I meant it

  Scenario: Replacing the sample text in the classic editor
    Given I am on the samples page
    And I should see "Hello world!"
    When I type "Agenda for the Monday meeting" into the "Editor, editor" field
    Then I should see "Agenda for the Monday meeting"
    And I should not see "I'm an instance of CKEditor."

  Scenario: Switching the editor to HTML source
    Given I open "/samples/index.html"
    When I click "Source"
    Then the "Editor, editor" field should contain "<h1>Hello world!</h1>"
    And the "Editor, editor" field should contain "https://ckeditor.com"
    And I should see "Congratulations!"

  Scenario: Opening and closing the About dialog
    Given I open "/samples/index.html"
    When I click "About CKEditor 4"
    Then I should see "CKEditor 4.22.1 (Standard)"
    And I should see "For licensing information please visit our web site:"
    When I click "Cancel"
    Then I should not see "For licensing information please visit our web site:"

  Scenario: Editing a heading inline
    Given I open "/samples/old/inlineall.html"
    And I should see "Goes Inline!"
    When I type "Our spring newsletter" into the "Editor, sampleTitle" field
    Then I should see "Our spring newsletter"
    And I should not see "Goes Inline!"
    And I should see "Lorem ipsum dolor sit amet dolor duis blandit vestibulum faucibus a, tortor."
