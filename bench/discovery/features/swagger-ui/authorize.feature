# Style: Behat MinkContext.
Feature: Authorising and changing data

  Background:
    Given I am on "/"

  Scenario: Removing a book needs an API key
    When I press "Remove a book"
    And I press "Try it out"
    And I fill in "bookId" with "1"
    And I press "Execute"
    Then I should see "Server response"
    And I should see "an API key is required"

  Scenario: Authorise with an API key, remove a book, and log out
    When I press "Authorize"
    Then I should see "Available authorizations"
    When I fill in "Value" with "shelf-secret"
    And I press "Authorize" in the dialog
    Then I should see "Logout"
    When I press "Close"
    Then I should not see "Available authorizations"
    When I press "Remove a book"
    And I press "Try it out"
    And I fill in "bookId" with "2"
    And I press "Execute"
    Then I should see "Server response"
    When I press "Remove a book"
    And I press "List all books"
    And I press "Try it out"
    And I press "Execute"
    Then I should see "Persuasion"
    And I should not see "Emma"
    When I press "Authorize"
    And I press "Logout"
    Then the "Value" field should be empty
