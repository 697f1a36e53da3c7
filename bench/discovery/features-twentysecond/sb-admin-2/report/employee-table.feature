# style: cucumber-rails web_steps
Feature: Browsing the employee table and account pages
  As an office manager
  I want to search, page through and sort the employee table and reach the account pages
  So that I can find the people and forms I need

  Scenario: Searching the table keeps only matching employees
    Given I am on the tables page
    When I fill in "Search:" with "Edinburgh"
    Then I should see "Cedric Kelly" within "#dataTable"
    And I should not see "Airi Satou" within "#dataTable"
    And I should see "filtered from 57 total entries"
    And the "Search:" field should contain "Edinburgh"

  Scenario: Showing more entries per page and moving to the next page
    Given I am on the tables page
    When I select "25" from "Show entries"
    Then I should see "Showing 1 to 25 of 57 entries"
    When I follow "Next"
    Then I should see "Showing 26 to 50 of 57 entries"
    And I should not see "Airi Satou"

  Scenario: A search that matches nobody shows an empty table
    Given I am on the tables page
    When I fill in "Search:" with "Atlantis"
    Then I should see "No matching records found"
    And I should see "Showing 0 to 0 of 0 entries"
    And I should not see "Tokyo" within "#dataTable"

  Scenario: The login page links to the account recovery and registration pages
    Given I am on the login page
    When I follow "Forgot Password?"
    Then I should be on the forgot password page
    And I should see "Forgot Your Password?"
    When I follow "Create an Account!"
    Then I should be on the register page
    And I should see "Create an Account!"
