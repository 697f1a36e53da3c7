# style: third person
Feature: Menus, sidebar and sign-in of the admin dashboard
  A signed-in administrator moves around the dashboard with the sidebar
  and the top bar, and signs in from the login screen.

  Scenario: The user cancels logging out from the user menu
    Given the user is on the dashboard at "/index.html"
    When the user opens the "Douglas McGee" menu in the top bar
    Then the user should see the menu entries "Profile", "Settings", "Activity Log" and "Logout"
    When the user chooses "Logout" from that menu
    Then the user should see a dialog titled "Ready to Leave?"
    And the dialog should say "if you are ready to end your current session"
    When the user clicks "Cancel" in the dialog
    Then the "Ready to Leave?" dialog should no longer be shown
    And the user should still be on the "Dashboard" page

  Scenario: Sidebar sections open one at a time
    Given the user is on the dashboard at "/index.html"
    When the user clicks "Components" in the sidebar
    Then the sidebar should show the links "Buttons" and "Cards"
    When the user clicks "Utilities" in the sidebar
    Then the sidebar should show the links "Colors", "Borders", "Animations" and "Other"
    But the "Buttons" link should no longer be shown
    When the user clicks "Borders" in the sidebar
    Then the user should see the page heading "Border Utilities"

  Scenario: The user collapses and expands a card
    Given the user is on the cards page at "/cards.html"
    Then the user should see "This is a collapsable card example"
    When the user clicks the header of the "Collapsable Card Example" card
    Then the text "This is a collapsable card example" should be hidden
    When the user clicks the header of the "Collapsable Card Example" card again
    Then the user should see "This is a collapsable card example"

  Scenario: The user signs in and asks to be remembered
    Given the user is on the login page at "/login.html"
    Then the user should see the greeting "Welcome Back!"
    And the "Remember Me" checkbox should not be ticked
    When the user enters the email address "douglas@example.com" and the password "wonderland"
    And the user ticks the "Remember Me" checkbox
    Then the "Remember Me" checkbox should be ticked
    When the user clicks "Login"
    Then the user should land on the dashboard with the heading "Dashboard"
    And the user should see "Earnings Overview"
