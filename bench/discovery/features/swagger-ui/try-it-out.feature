# Style: imperative, punctuated, as in a manual test script.
Feature: Calling the API from the documentation

  Scenario: List all books
    Given Open the page "/".
    When Click on "GET /books List all books".
    And Click on the "Try it out" button.
    And Click on the "Execute" button.
    Then The page should show "Server response".
    And The page should show "Persuasion".
    And The page should show "http://127.0.0.1".
    When Click the "Clear" button.
    Then "Server response" should not be visible.

  Scenario: Filter the books by author
    Given Open the page "/".
    When Click on "List all books".
    And Click on "Try it out".
    And Type "Toni Morrison" into the "author" field.
    And Click on "Execute".
    Then "Beloved" should be displayed.
    And "Persuasion" should not be displayed.

  Scenario: Find one book by its ID
    Given Open the page "/".
    When Click on "Find a book by ID".
    And Click on the "Try it out" button.
    And Enter 3 into the "bookId" field.
    And Click on the "Execute" button.
    Then "Persuasion" should be displayed.
    And "Jane Austen" should be displayed.
    When Click on the "Cancel" button.
    Then The "Try it out" button should be visible.
