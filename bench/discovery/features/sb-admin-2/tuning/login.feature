# style: CodeceptJS as Gherkin
Feature: Login screen

  Scenario: Log in with email and password
    Given I am on page "/login.html"
    When I fill field "Enter Email Address...", "douglas@example.test"
    And I fill field "Password", "s3cret!"
    And I check option "Remember Me"
    And I click "Login"
    Then I see "Dashboard"
    And I see "EARNINGS (MONTHLY)"
    And I don't see "Welcome Back!"
