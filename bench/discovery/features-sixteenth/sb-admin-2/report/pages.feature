# style: CodeceptJS as Gherkin
Feature: Admin pages and navigation
  In order to use the admin area
  As a staff member
  I want to sign in and move between its pages

  Scenario: Filling in the login form
    Given I am on page "/login.html"
    When I fill field "Enter Email Address...", "douglas@example.test"
    And I fill field "Password", "s3cret-pass"
    And I check option "Remember Me"
    Then I see in field "Enter Email Address...", "douglas@example.test"
    And I see checkbox is checked "Remember Me"

  Scenario: Logging in leads to the dashboard
    Given I am on page "/login.html"
    Then I see "Welcome Back!"
    When I click "Login"
    Then I see in current url "/index.html"
    And I see "Earnings Overview"

  Scenario: Getting from the login page to password reset and registration
    Given I am on page "/login.html"
    When I click "Forgot Password?"
    Then I see "Forgot Your Password?"
    When I click "Create an Account!"
    Then I see "Register Account"
    And I don't see "Welcome Back!"

  Scenario: The sidebar leads from the dashboard to the tables
    Given I am on page "/index.html"
    When I click "Tables"
    Then I see in current url "/tables.html"
    And I see "DataTables Example"
    And I don't see "Earnings Overview"
