# style: Behat MinkContext
Feature: Account pages
  As a visitor
  I want to log in, recover my password and find my way back
  So that I can get into the dashboard

  Scenario: Filling in the login form
    Given I am on "/login.html"
    When I fill in "Enter Email Address..." with "douglas@example.com"
    And I fill in "Password" with "s3cret"
    And I check "Remember Me"
    Then the "Enter Email Address..." field should contain "douglas@example.com"
    And the "Remember Me" checkbox should be checked

  Scenario: Following the forgot password link
    Given I am on "/login.html"
    When I follow "Forgot Password?"
    Then I should be on "/forgot-password.html"
    And I should see "Forgot Your Password?"
    And I should not see "Welcome Back!"

  Scenario: Opening the logout dialog from the user menu
    Given I am on homepage
    When I follow "Douglas McGee"
    And I follow "Logout"
    Then I should see "Ready to Leave?"
    When I press "Cancel"
    Then I should not see "Ready to Leave?"

  Scenario: Leaving the 404 page
    Given I am on "/404.html"
    Then I should see "Page Not Found"
    When I follow "← Back to Dashboard"
    Then the url should match "/index\.html$"
    And I should see "Earnings Overview" in the "#content" element
