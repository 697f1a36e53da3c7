# Style: third person ("the user …").
Feature: Completing todos

  Background:
    Given the user opens the page "/"
    And the user enters "Buy milk" in the "What needs to be done?" box and presses Enter
    And the user enters "Walk the dog" in the "What needs to be done?" box and presses Enter

  Scenario: The user completes one todo
    When the user ticks the checkbox next to "Buy milk"
    Then the checkbox next to "Buy milk" should be checked
    And the checkbox next to "Walk the dog" should not be checked
    And the user should see "1 item left"
    And the user should see a "Clear completed (1)" button

  Scenario: The user completes everything at once
    When the user checks "Mark all as complete"
    Then the user should see "0 items left"
    And the checkbox next to "Walk the dog" should be checked

  Scenario: The user completes both todos one by one
    When the user ticks the checkboxes next to "Buy milk" and "Walk the dog"
    Then the user should see "0 items left"
    And the checkbox next to "Buy milk" should be checked

  Scenario: The user clears completed todos
    When the user ticks the checkbox next to "Walk the dog"
    And the user clicks "Clear completed (1)"
    Then the user should not see "Walk the dog"
    And the user should see "Buy milk"
    And the todo list should have 1 item
