# style: Behat MinkContext
Feature: Employee table and sign-in form
  The DataTables grid filters, pages and resizes; the login form leads to the dashboard.

  Scenario: Filter the employee table by office
    Given I am on "/tables.html"
    When I fill in "Search:" with "Edinburgh"
    Then I should see "Cedric Kelly"
    And I should not see "Airi Satou"
    And I should see "(filtered from 57 total entries)"

  Scenario: Show 25 employees per page
    Given I am on "/tables.html"
    Then I should see 10 "#dataTable tbody tr" elements
    When I select "25" from "Show entries"
    Then I should see 25 "#dataTable tbody tr" elements
    And I should see "Showing 1 to 25 of 57 entries"

  Scenario: Go to the next page of the table
    Given I am on "/tables.html"
    When I follow "Next"
    Then I should see "Showing 11 to 20 of 57 entries"
    And I should not see "Airi Satou"
    When I follow "Previous"
    Then I should see "Airi Satou"

  Scenario: Sign in with the remember me option
    Given I am on "/login.html"
    When I fill in the following:
      | Enter Email Address... | douglas@example.test |
      | Password               | correct-horse        |
    And I check "Remember Me"
    Then the "Remember Me" checkbox should be checked
    When I follow "Login"
    Then the url should match "/index\.html$"
    And I should see "Earnings (Annual)"
