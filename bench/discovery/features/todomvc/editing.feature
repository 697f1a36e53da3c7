# Style: imperative, punctuated (manual test scripts), and CodeceptJS-flavoured Gherkin.
Feature: Editing and deleting todos

  Scenario: Rename a todo
    Given Open the page "/".
    When Type "Buy milk" into the "What needs to be done?" field and press Enter.
    And Double-click on "Buy milk".
    And Clear the edit field.
    And Type "Buy oat milk" into the edit field and press Enter.
    Then "Buy oat milk" should be displayed.
    And "Buy milk" should not be displayed.

  Scenario: Delete a todo
    Given I am on page "/"
    When I fill field "What needs to be done?", "Buy milk"
    And I press key "Enter"
    And I fill field "What needs to be done?", "Walk the dog"
    And I press key "Enter"
    And I move cursor to "Buy milk"
    And I click the delete button of the "Buy milk" item
    Then I don't see "Buy milk"
    And I see "Walk the dog"
    And I see "1 item left"
