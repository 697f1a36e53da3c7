# style: cucumber-rails web_steps (Capybara)
Feature: Read-only mode

  Scenario: Switching the editor to read-only and back
    Given I am on "/samples/old/readonly.html"
    Then I should see "Using the CKEditor Read-Only API"
    And I should see "This is some sample text. You are using CKEditor." within the editor
    When I press "Make it read-only"
    Then I should see a "Make it editable again" button
    And I should not see a "Make it read-only" button
    And the "Bold" button should be disabled
    When I press "Make it editable again"
    Then I should see a "Make it read-only" button
    And the "Bold" button should be enabled
