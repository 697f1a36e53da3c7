# style: first person
Feature: Paging through the employees table

  Background:
    Given I am on "/tables.html"

  Scenario: I move to the next page and to the last page
    When I click "Next" below the table
    Then I should see "Showing 11 to 20 of 57 entries"
    And I should see "Charde Marshall"
    When I click the page "6" button below the table
    Then the employees table should have 7 rows
    And I should see "Tiger Nixon"
    And the "Next" button should be disabled

  Scenario: I show more entries per page
    When I choose "25" in the "Show entries" dropdown
    Then the employees table should have 25 rows
    And I should see "Showing 1 to 25 of 57 entries"
