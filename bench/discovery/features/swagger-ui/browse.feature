# Style: cucumber-rails web_steps (Capybara) and first person.
Feature: Reading the Bookshelf API documentation

  Background:
    Given I am on the home page

  Scenario: The operations are listed by tag
    Then I should see "Bookshelf API"
    And I should see "Everything about the books on the shelf"
    And I should see "List all books"
    And I should see "Remove a book"
    And I should see "List all authors"

  Scenario: Expand an operation to read its parameters and responses
    When I click on "List all books"
    Then I should see "Only books by this author"
    And I should see "The books on the shelf"
    And I should see a "Try it out" button
    When I click on "List all books"
    Then I should not see "Only books by this author"

  Scenario: Collapse a whole tag
    When I click the "authors" heading
    Then I should not see "List all authors"
    And I should see "List all books"
    When I click the "authors" heading
    Then I should see "List all authors"

  Scenario: Filter the operations by tag
    When I fill in "Filter by tag or path" with "authors"
    Then I should see "List all authors"
    And I should not see "Add a book"

  Scenario: Read a schema
    Then I should not see "year"
    When I expand the "Book" schema
    Then I should see "year"
