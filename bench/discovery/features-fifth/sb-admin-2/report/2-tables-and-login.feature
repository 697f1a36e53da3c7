# style: first person
Feature: Employee table and login page

  Scenario: Searching the employee table by office
    Given I am on "/tables.html"
    When I type "Tokyo" into the "Search:" box above the table
    Then I should see "Showing 1 to 5 of 5 entries (filtered from 57 total entries)"
    And I should see "Sakura Yamamoto" in the table
    But I should not see "Ashton Cox" in the table

  Scenario: Sorting the employees by age
    Given I am on "/tables.html"
    When I click the "Age" column header
    Then the first row of the table should be "Tatyana Fitzpatrick" with age "19"
    When I click the "Age" column header again
    Then the first row of the table should be "Ashton Cox" with age "66"

  Scenario: Paging through the employees and showing more per page
    Given I am on "/tables.html"
    Then I should see 10 rows in the table
    When I click "Next" below the table
    Then I should see "Showing 11 to 20 of 57 entries"
    And I should see "Charde Marshall" in the first row
    When I choose "25" in the "Show entries" dropdown
    Then I should see "Showing 1 to 25 of 57 entries"
    And I should see 25 rows in the table

  Scenario: Logging in with email and password
    Given I am on "/login.html"
    When I type "douglas@example.com" into the "Enter Email Address..." field
    And I type "secret123" into the "Password" field
    And I tick the "Remember Me" checkbox
    Then the "Remember Me" checkbox should be ticked
    When I click the "Login" button
    Then I should be on "/index.html"
    And I should see "Earnings Overview"
