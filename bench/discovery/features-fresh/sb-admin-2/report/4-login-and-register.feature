# style: third person
Feature: Login, registration and password reset screens

  Scenario: The administrator logs in
    Given the administrator is on "/login.html"
    And she sees "Welcome Back!"
    When she types "douglas@example.com" into the "Enter Email Address..." field
    And she types "secret" into the "Password" field
    And she ticks "Remember Me"
    And she clicks "Login"
    Then she sees "Dashboard"
    And she sees "Earnings Overview"
    And she no longer sees "Welcome Back!"

  Scenario: A new user registers an account
    Given the new user is on "/register.html"
    Then he sees "Create an Account!"
    When he types "Douglas" into "First Name"
    And he types "McGee" into "Last Name"
    And he types "douglas@example.com" into "Email Address"
    And he types "secret123" into "Password"
    And he types "secret123" into "Repeat Password"
    And he clicks "Register Account"
    Then he sees "Welcome Back!"

  Scenario: The administrator asks for a password reset
    Given the administrator is on "/login.html"
    When she clicks "Forgot Password?"
    Then she sees "Forgot Your Password?"
    When she types "douglas@example.com" into the "Enter Email Address..." field
    And she clicks "Reset Password"
    Then she is back on the page that says "Welcome Back!"
