# style: cucumber-rails web_steps
Feature: Working with the admin pages
  As an administrator using the SB Admin 2 dashboard
  I want to search and page through the staff table and sign in
  So that I can find people and get into the admin area

  Scenario: Searching the staff table by office
    Given I am on the tables page
    When I fill in "Search:" with "London"
    Then I should see "Showing 1 to 10 of 12 entries (filtered from 57 total entries)"
    And I should see "Haley Kennedy" within "#dataTable"
    And I should not see "Airi Satou"

  Scenario: Showing more entries per page
    Given I am on the tables page
    And I should see "Showing 1 to 10 of 57 entries"
    When I select "25" from "Show entries"
    Then I should see "Showing 1 to 25 of 57 entries"
    And I should see "Doris Wilder" within "#dataTable"
    And the "Show entries" field should contain "25"

  Scenario: Filling in the login form
    Given I am on the login page
    When I fill in "Enter Email Address..." with "douglas@example.com"
    And I fill in "Password" with "s3cret-pass"
    And I check "Remember Me"
    Then the "Enter Email Address..." field should contain "douglas@example.com"
    And the "Remember Me" checkbox should be checked
    And I should see "Welcome Back!"

  Scenario: Moving between the login and register pages
    Given I am on the login page
    When I follow "Create an Account!"
    Then I should be on the register page
    And I should see "Register Account"
    When I follow "Already have an account? Login!"
    Then I should be on the login page
    And I should see "Welcome Back!"
