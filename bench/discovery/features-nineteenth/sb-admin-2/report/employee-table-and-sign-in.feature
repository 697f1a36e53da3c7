# style: Behat MinkContext
Feature: Employee table and sign-in forms
  As an administrator of the dashboard
  I want to search and page through the employee table and use the sign-in forms
  So that I can find people quickly and get into the dashboard

  Scenario: Searching the table by office narrows the rows
    Given I am on "/tables.html"
    When I fill in "Search:" with "London"
    Then I should see "Showing 1 to 10 of 12 entries (filtered from 57 total entries)"
    And I should see "Bradley Greer"
    And I should not see "Airi Satou"
    And the "Search:" field should contain "London"

  Scenario: Showing 25 entries per page and moving to the next page
    Given I am on "/tables.html"
    When I select "25" from "entries"
    Then I should see "Showing 1 to 25 of 57 entries"
    When I follow "Next"
    Then I should see "Showing 26 to 50 of 57 entries"
    And I should see "Thor Walton"
    And I should not see "Airi Satou"

  Scenario: Logging in with Remember Me ticked opens the dashboard
    Given I am on "/login.html"
    When I fill in "Enter Email Address..." with "douglas@example.test"
    And I fill in "Password" with "correct-horse"
    And I check "Remember Me"
    Then the "Remember Me" checkbox should be checked
    And the "Enter Email Address..." field should contain "douglas@example.test"
    When I follow "Login"
    Then I should be on "/index.html"
    And I should see "Generate Report"

  Scenario: Registering an account leads back to the login page
    Given I am on "/register.html"
    When I fill in "First Name" with "Ada"
    And I fill in "Last Name" with "Lovelace"
    And I fill in "Email Address" with "ada@example.test"
    Then the "Last Name" field should contain "Lovelace"
    When I follow "Register Account"
    Then I should be on "/login.html"
    And I should see "Welcome Back!"
    And the "Remember Me" checkbox should not be checked
