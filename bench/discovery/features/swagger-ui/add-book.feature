# Style: third person and CodeceptJS-flavoured Gherkin.
Feature: Adding a book through the documentation

  Scenario: The librarian adds the example book
    Given the librarian is on the "/" page
    When the librarian clicks "Add a book"
    And the librarian clicks "Try it out"
    Then the request body should contain "Middlemarch"
    When the librarian clicks "Execute"
    Then the librarian should see "201"
    And the librarian should see "George Eliot"

  Scenario: A book without an author is refused
    Given I am on page "/"
    When I click "Add a book"
    And I click "Try it out"
    And I clear field "Request body"
    And I fill field "Request body", "{}"
    And I click "Execute"
    Then I see "400"
    And I see "title and author are required"
