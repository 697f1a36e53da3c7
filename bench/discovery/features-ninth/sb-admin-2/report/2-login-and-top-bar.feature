# style: third person
Feature: Account pages and the top bar of SB Admin 2
  The admin template ships a login, a registration and a password reset page,
  and a top bar with alerts and messages. A visitor should be able to move between them.

  Scenario: A returning user logs in and lands on the dashboard
    Given the user opens "/login.html"
    Then the user sees the greeting "Welcome Back!"
    When the user enters the email "douglas@example.com" and the password "s3cret-pass"
    And the user ticks the "Remember Me" checkbox
    Then the "Remember Me" checkbox is ticked
    When the user clicks the "Login" button
    Then the user is taken to "/index.html"
    And the user sees "Earnings Overview"

  Scenario: A new user registers an account
    Given the user opens "/register.html"
    When the user types "Ada" into "First Name" and "Lovelace" into "Last Name"
    And the user enters "ada@example.com" as the email address
    And the user types "analytical1" into both "Password" and "Repeat Password"
    And the user clicks "Register Account"
    Then the user is taken to "/login.html"
    When the user follows the "Create an Account!" link
    Then the user sees the "First Name" field empty again

  Scenario: A user who forgot the password asks for a reset link
    Given the user opens "/forgot-password.html"
    Then the user sees "We get it, stuff happens."
    When the user enters "ada@example.com" into the "Enter Email Address..." field
    And the user clicks "Reset Password"
    Then the user is taken to "/login.html"
    When the user clicks "Forgot Password?"
    Then the user sees the heading "Forgot Your Password?"

  Scenario: The admin checks alerts and messages and collapses the sidebar
    Given the admin opens "/index.html"
    When the admin clicks the bell icon with the "3+" badge in the top bar
    Then the admin sees the alert "A new monthly report is ready to download!"
    When the admin clicks the envelope icon with the "7" badge
    Then the admin sees a message from "Emily Fowler · 58m"
    And the alert "A new monthly report is ready to download!" is no longer shown
    When the admin clicks the round arrow button at the bottom of the sidebar
    Then the sidebar shrinks to icons and "SB ADMIN 2" is no longer shown
