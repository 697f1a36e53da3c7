# style: cucumber-rails web_steps (Capybara)
Feature: Employee data table and login form
  The tables page holds a DataTables grid of 57 employees; the login page
  has an email, a password and a "Remember Me" checkbox.

  Scenario: Searching the employee table filters its rows
    Given I am on the tables page
    When I fill in "Search:" with "London"
    Then I should see "Showing 1 to 10 of 12 entries (filtered from 57 total entries)"
    And I should see "Angelica Ramos" within "#dataTable"
    And I should not see "Airi Satou"
    When I fill in "Search:" with "Nobody Here"
    Then I should see "No matching records found" within "#dataTable"

  Scenario: Showing 25 entries per page and paging through them
    Given I am on the tables page
    Then I should see "Showing 1 to 10 of 57 entries"
    When I select "25" from "dataTable_length"
    Then I should see "Showing 1 to 25 of 57 entries"
    When I follow "Next"
    Then I should see "Showing 26 to 50 of 57 entries"
    When I follow "3"
    Then I should see "Showing 51 to 57 of 57 entries"

  Scenario: Sorting the table by age in both directions
    Given I am on the tables page
    When I press "Age" within "#dataTable thead"
    Then I should see "Tatyana Fitzpatrick" within "#dataTable tbody tr:first-child"
    When I press "Age" within "#dataTable thead"
    Then I should see "Ashton Cox" within "#dataTable tbody tr:first-child"
    And I should not see "Tatyana Fitzpatrick"

  Scenario: Logging in with "Remember Me" ticked opens the dashboard
    Given I am on the login page
    When I fill in "Enter Email Address..." with "douglas@example.com"
    And I fill in "Password" with "correct-horse"
    And I check "Remember Me"
    Then the "Remember Me" checkbox should be checked
    When I follow "Login"
    Then I should see "Generate Report"
    And I should see "Earnings Overview"
