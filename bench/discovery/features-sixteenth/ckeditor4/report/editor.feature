# style: first person
Feature: Writing in the classic editor
  As a content author
  I want to edit rich text in CKEditor
  So that I can prepare articles for the site

  Scenario: I replace the sample text with my own
    Given I am on the samples page
    Then I should see "I'm an instance of CKEditor."
    When I type "Quarterly newsletter draft" into the "editor" field
    Then I should see "Quarterly newsletter draft"
    And I should not see "I'm an instance of CKEditor."

  Scenario: I switch the editor to source mode
    Given I am on the samples page
    When I click "Source"
    Then the "editor source" field should show "<h1>Hello world!</h1>"
    And the "editor source" field should show "<p>I&#39;m an instance of"
    And I should not see "I'm an instance of CKEditor."

  Scenario: I lock the editor in the read-only sample
    Given I am on the read-only page
    Then I should see "This is some sample text. You are using CKEditor."
    When I click "Make it read-only"
    Then I should see the "Make it editable" button
    And I should see "This is some sample text. You are using CKEditor."

  Scenario: I open the read-only sample from the old samples list
    Given I am on the old samples page
    When I click "Read-only mode"
    Then I should see "Using the CKEditor Read-Only API"
    And I should see "This sample shows how to use the setReadOnly API"
    And I should not see "Basic Samples"
