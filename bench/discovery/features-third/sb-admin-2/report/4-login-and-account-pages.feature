# style: imperative punctuated
Feature: Login, registration and password pages
  The account pages are static: every button only links to another page.

  Scenario: Log in with an email address and a password
    Given Open the page "/login.html".
    When Fill in "Enter Email Address..." with "douglas@example.test".
    And Fill in "Password" with "s3cret-pass".
    And Tick the "Remember Me" checkbox.
    Then The "Remember Me" checkbox should be ticked.
    And The "Enter Email Address..." field should contain "douglas@example.test".
    When Click on the "Login" button.
    Then "Earnings Overview" should be displayed.
    And "Welcome Back!" should not be displayed.

  Scenario: Untick Remember Me again
    Given Open the page "/login.html".
    Then The "Remember Me" checkbox should not be ticked.
    When Click on the "Remember Me" label.
    Then The "Remember Me" checkbox should be ticked.
    When Click on the "Remember Me" label.
    Then The "Remember Me" checkbox should not be ticked.

  Scenario: Ask for a password reset
    Given Open the page "/login.html".
    When Click on the "Forgot Password?" link.
    Then "Forgot Your Password?" should be displayed.
    When Fill in "Enter Email Address..." with "douglas@example.test".
    And Click on the "Reset Password" button.
    Then "Welcome Back!" should be displayed.

  Scenario: Register a new account
    Given Open the page "/login.html".
    When Click on the "Create an Account!" link.
    Then "Create an Account!" should be displayed as the heading.
    When Fill in "First Name" with "Ada".
    And Fill in "Last Name" with "Lovelace".
    And Fill in "Email Address" with "ada@example.test".
    And Fill in "Password" with "analytical1".
    And Fill in "Repeat Password" with "analytical1".
    And Click on the "Register Account" button.
    Then "Welcome Back!" should be displayed.

  Scenario: Go from the registration page back to the login page
    Given Open the page "/register.html".
    When Click on the "Already have an account? Login!" link.
    Then "Welcome Back!" should be displayed.
    And "Remember Me" should be displayed.

  Scenario: Log in with Google
    Given Open the page "/login.html".
    When Click on the "Login with Google" button.
    Then "Dashboard" should be displayed as the page heading.
    And "Generate Report" should be displayed.

  Scenario: The forgot password page offers registration
    Given Open the page "/forgot-password.html".
    When Click on the "Create an Account!" link.
    Then "Register Account" should be displayed.
    And "Reset Password" should not be displayed.
