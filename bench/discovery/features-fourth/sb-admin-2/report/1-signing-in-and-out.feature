# style: cucumber-rails web_steps
Feature: Signing in, registering and signing out
  As a user of the admin dashboard
  I want to sign in, register and sign out
  So that I can get into and out of the dashboard

  Scenario: Signing in with e-mail and password
    Given I am on the "/login.html" page
    Then the "Remember Me" checkbox should not be checked
    When I fill in "Enter Email Address..." with "douglas@example.test"
    And I fill in "Password" with "secret123"
    And I check "Remember Me"
    Then the "Remember Me" checkbox should be checked
    And the "Enter Email Address..." field should contain "douglas@example.test"
    When I press "Login"
    Then I should be on the "/index.html" page
    And I should see "Earnings Overview"

  Scenario: Asking for a password reset link
    Given I am on the "/login.html" page
    When I follow "Forgot Password?"
    Then I should see "Forgot Your Password?"
    And I should see "we'll send you a link to reset your password"
    When I fill in "Enter Email Address..." with "douglas@example.test"
    And I press "Reset Password"
    Then I should be on the "/login.html" page
    And I should see "Welcome Back!"

  Scenario: Registering a new account
    Given I am on the "/login.html" page
    When I follow "Create an Account!"
    Then I should see "Register Account"
    When I fill in "First Name" with "Ada"
    And I fill in "Last Name" with "Lovelace"
    And I fill in "Email Address" with "ada@example.test"
    And I fill in "Password" with "analytical1843"
    And I fill in "Repeat Password" with "analytical1843"
    Then the "Last Name" field should contain "Lovelace"
    When I press "Register Account"
    Then I should be on the "/login.html" page
    And I should see "Welcome Back!"

  Scenario: Signing out asks for confirmation first
    Given I am on the "/index.html" page
    When I follow "Douglas McGee"
    Then I should see "Activity Log"
    When I follow "Logout"
    Then I should see "Ready to Leave?"
    When I press "Cancel"
    Then I should not see "Ready to Leave?"
    And I should be on the "/index.html" page
    When I follow "Douglas McGee"
    And I follow "Logout"
    And I press "Logout" within the "Ready to Leave?" dialog
    Then I should be on the "/login.html" page
    And I should see "Welcome Back!"
