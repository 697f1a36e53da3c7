# style: cucumber-rails web_steps
Feature: Account pages of the admin area
  As a member of the staff
  I want to log in, register and recover my password
  So that I can get into the admin area and keep my account usable

  Scenario: Logging in with the remember-me option ticked
    Given I am on the login page
    When I fill in "Enter Email Address..." with "douglas@example.test"
    And I fill in "Password" with "secret123"
    And I check "Remember Me"
    Then the "Remember Me" checkbox should be checked
    And the "Enter Email Address..." field should contain "douglas@example.test"
    When I follow "Login"
    Then I should be on the dashboard page

  Scenario: Getting from the login page to the password reset form
    Given I am on the login page
    When I follow "Forgot Password?"
    Then I should be on the forgot password page
    And I should see "Forgot Your Password?"
    When I fill in "Enter Email Address..." with "lost@example.test"
    Then the "Enter Email Address..." field should contain "lost@example.test"
    And I should not see "Welcome Back!"

  Scenario: Filling in the registration form and going back to log in
    Given I am on the register page
    When I fill in "First Name" with "Ada"
    And I fill in "Last Name" with "Lovelace"
    And I fill in "Repeat Password" with "engine"
    Then the "Last Name" field should contain "Lovelace"
    And I should not see "Remember Me"
    When I follow "Already have an account? Login!"
    Then I should be on the login page
    And I should see "Welcome Back!"

  Scenario: Paging through the employee table
    Given I am on the tables page
    When I follow "2"
    Then I should see "Showing 11 to 20 of 57 entries"
    And I should not see "Airi Satou" within "#dataTable"
    When I follow "Previous"
    Then I should see "Airi Satou" within "#dataTable"
    And I should not see "Showing 11 to 20 of 57 entries"
