# style: CodeceptJS as Gherkin
Feature: Login, registration and utility pages of SB Admin 2

  Scenario: Fill in the login form
    Given I am on page "/login.html"
    When I fill field "Enter Email Address...", "douglas@example.test"
    And I fill field "Password", "secret123"
    And I check option "Remember Me"
    Then I see checkbox is checked "Remember Me"
    And I see in field "Enter Email Address...", "douglas@example.test"

  Scenario: Move between the account pages
    Given I am on page "/login.html"
    When I click "Create an Account!"
    Then I see "Register Account"
    And I see in current url "/register.html"
    When I click "Already have an account? Login!"
    Then I see "Welcome Back!"

  Scenario: Sort the employee table by age
    Given I am on page "/tables.html"
    When I click "Age"
    Then I see "Tatyana Fitzpatrick"
    And I don't see "Airi Satou"
    When I click "Age"
    Then I see "Paul Byrd"

  Scenario: Open the alerts in the top bar
    Given I am on page "/index.html"
    When I click "3+"
    Then I see "ALERTS CENTER"
    And I see "A new monthly report is ready to download!"
    When I click "Show All Alerts"
    Then I don't see "ALERTS CENTER"
