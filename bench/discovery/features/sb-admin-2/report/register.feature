# style: cucumber-rails web_steps (Capybara)
Feature: Registering an account

  Scenario: Register a new account
    Given I am on "/register.html"
    Then I should see "Create an Account!"
    When I fill in "First Name" with "Ada"
    And I fill in "Last Name" with "Lovelace"
    And I fill in "Email Address" with "ada@example.test"
    And I fill in "Password" with "analytical1"
    And I fill in "Repeat Password" with "analytical1"
    And I follow "Register Account"
    Then I should see "Welcome Back!"
    And I should not see "Repeat Password"

  Scenario: Go from the login page to registration and back
    Given I am on "/login.html"
    And I follow "Create an Account!"
    Then I should see "Register Account"
    When I follow "Already have an account? Login!"
    Then I should see "Welcome Back!"
    And the "Remember Me" checkbox should not be checked
