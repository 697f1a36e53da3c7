# Style: Behat MinkContext.
Feature: Filtering todos

  Background:
    Given I am on "/"
    And I fill in "new-todo" with "Buy milk"
    And I press the Enter key
    And I fill in "new-todo" with "Call mum"
    And I press the Enter key
    And I check the checkbox next to "Buy milk"

  Scenario: Only active todos
    When I follow "Active"
    Then I should see "Call mum"
    And I should not see "Buy milk"
    And the url should match "active"

  Scenario: Only completed todos, then all again
    When I follow "Completed"
    Then I should see "Buy milk"
    And I should not see "Call mum"
    When I follow "All"
    Then I should see "Buy milk"
    And I should see "Call mum"
    And I should see 2 "#todo-list li" elements
