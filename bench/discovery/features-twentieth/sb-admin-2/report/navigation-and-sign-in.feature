# style: third person
Feature: Getting around the admin dashboard and signing in
  As an administrator of the site
  I want the sidebar menus, the user menu, the sign-in form and the cards to respond to me
  So that I can reach every page and leave the session safely

  Scenario: The Components menu in the sidebar leads to the cards page
    Given the user is on the dashboard page
    When the user clicks "Components"
    Then the user sees "CUSTOM COMPONENTS:"
    When the user clicks the "Cards" link
    Then the user is taken to "/cards.html"
    And the user sees "Default Card Example"
    And the page does not show "Earnings Overview"

  Scenario: Cancelling the logout dialog keeps the user on the dashboard
    Given the user is on the dashboard page
    When the user clicks "Douglas McGee"
    And the user clicks the "Logout" link
    Then the user sees "Ready to Leave?"
    And the user sees "below if you are ready to end your current session."
    When the user clicks the "Cancel" button
    Then the page does not show "Ready to Leave?"
    And the user is taken to "/index.html"

  Scenario: Signing in with Remember Me ticked opens the dashboard
    Given the user is on the login page
    When the user types "douglas@example.test" into the "Enter Email Address..." field
    And the user types "correct horse" into the "Password" field
    And the user ticks "Remember Me"
    Then the "Remember Me" checkbox is checked
    And the "Enter Email Address..." field shows "douglas@example.test"
    When the user clicks the "Login" button
    Then the user is taken to "/index.html"
    And the user sees "Earnings Overview"

  Scenario: The collapsable card hides and shows its body
    Given the user is on the cards page
    When the user clicks "Collapsable Card Example"
    Then the page does not show "This is a collapsable card example"
    And the user sees "Dropdown Card Example"
    When the user clicks "Collapsable Card Example"
    Then the user sees "This is a collapsable card example using Bootstrap's built in collapse functionality."
