# style: imperative punctuated
Feature: Getting around the admin dashboard
  The top bar menus, the sidebar and the logout dialog.

  Scenario: Cancel logging out from the user menu
    Given Open the page "/index.html".
    When Click on "Douglas McGee".
    And Click on "Logout".
    Then A dialog titled "Ready to Leave?" should be displayed.
    When Click on the "Cancel" button in the dialog.
    Then No dialog should be displayed.
    And "Earnings (Monthly)" should be displayed.

  Scenario: Log out through the confirmation dialog
    Given Open the page "/index.html".
    When Click on "Douglas McGee".
    And Click on "Logout".
    And Click on the "Logout" link in the dialog.
    Then The URL should contain "/login.html".
    And "Welcome Back!" should be displayed.

  Scenario: Read the alerts in the top bar
    Given Open the page "/index.html".
    Then "Alerts Center" should not be displayed.
    When Click on "3+".
    Then "Alerts Center" should be displayed.
    And "A new monthly report is ready to download!" should be displayed.
    And "Show All Alerts" should be displayed.

  Scenario: Open the Buttons page from the Components section of the sidebar
    Given Open the page "/index.html".
    When Click on "Components".
    Then "Custom Components:" should be displayed.
    When Click on the "Buttons" link.
    Then The URL should contain "/buttons.html".
    And "Circle Buttons" should be displayed.
    And "Split Button Primary" should be displayed.
