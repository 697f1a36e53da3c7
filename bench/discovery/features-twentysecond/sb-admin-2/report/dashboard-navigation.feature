# style: third person
Feature: Getting around the admin dashboard
  As an administrator using the dashboard
  I want the sidebar, top bar menus and dialogs to work
  So that I can reach every part of the admin area quickly

  Scenario: The Components section of the sidebar expands to its pages
    Given the user is on "/index.html"
    When the user clicks "Components"
    Then the user sees "Custom Components:"
    And the user sees "Cards"
    When the user clicks "Cards"
    Then the user is taken to "/cards.html"
    And the user sees "Default Card Example"

  Scenario: The logout dialog can be cancelled from the user menu
    Given the user is on "/index.html"
    When the user clicks "Douglas McGee"
    Then the user sees "Activity Log"
    When the user clicks "Logout"
    Then the user sees "Ready to Leave?"
    When the user clicks the "Cancel" button
    Then the page no longer shows "Ready to Leave?"
    And the user is still on "/index.html"

  Scenario: The alerts dropdown lists the latest notifications
    Given the user is on "/index.html"
    When the user clicks "3+"
    Then the user sees "Alerts Center"
    And the user sees "Show All Alerts"
    And the page does not show "Message Center"
    When the user clicks "7"
    Then the user sees "Message Center"
    And the page does not show "Alerts Center"

  Scenario: The login form keeps what the user typed
    Given the user is on "/login.html"
    When the user types "douglas@example.test" into the "Enter Email Address..." field
    And the user types "s3cret-pass" into the "Password" field
    And the user ticks "Remember Me"
    Then the "Enter Email Address..." field contains "douglas@example.test"
    And the "Remember Me" checkbox is ticked
    When the user unticks "Remember Me"
    Then the "Remember Me" checkbox is not ticked
    And the "Password" field contains "s3cret-pass"
