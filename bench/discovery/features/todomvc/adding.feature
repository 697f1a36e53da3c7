# Style: first person.
Feature: Adding todos

  Background:
    Given I am on the home page

  Scenario: Add two todos
    When I type "Buy milk" into the "What needs to be done?" field and press Enter
    And I type "Walk the dog" into the "What needs to be done?" field and press Enter
    Then the todo list should have 2 items
    And I should see "Buy milk"
    And I should see "Walk the dog"
    And I should see "2 items left"
    And the "What needs to be done?" field should be empty

  Scenario: Todos are still there after a reload
    When I type "Water the plants" into the new todo field and press Enter
    And I reload the page
    Then I should see "Water the plants"
    And I should see "1 item left"
