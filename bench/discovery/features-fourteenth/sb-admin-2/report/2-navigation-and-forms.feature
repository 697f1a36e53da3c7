# style: CodeceptJS as Gherkin
Feature: Dashboard navigation, top bar menus and account pages

  Scenario: Logging out asks for confirmation in a dialog
    Given I am on page "/index.html"
    When I click "Douglas McGee"
    Then I see "Activity Log"
    When I click "Logout"
    Then I see "Ready to Leave?"
    When I click "Cancel"
    Then I don't see "Ready to Leave?"
    And I see "Dashboard"

  Scenario: Opening a component page from the collapsed sidebar menu
    Given I am on page "/index.html"
    Then I don't see "CUSTOM COMPONENTS:"
    When I click "Components"
    Then I see "CUSTOM COMPONENTS:"
    When I click "Cards"
    Then I see in current url "/cards.html"
    And I see "Default Card Example"

  Scenario: Filling in the login form
    Given I am on page "/login.html"
    When I fill field "Enter Email Address...", "ada@example.test"
    And I fill field "Password", "secret123"
    And I check option "Remember Me"
    Then I see in field "Enter Email Address...", "ada@example.test"
    And I see checkbox "Remember Me" is checked
    When I click "Login"
    Then I see in current url "/index.html"

  Scenario: Moving between the account pages
    Given I am on page "/login.html"
    Then I see "Welcome Back!"
    When I click "Create an Account!"
    Then I see in current url "/register.html"
    And I see element "Register Account"
    When I click "Already have an account? Login!"
    Then I see "Welcome Back!"
    And I don't see "Register Account"
