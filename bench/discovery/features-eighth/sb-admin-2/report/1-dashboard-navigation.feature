# style: imperative, punctuated
Feature: Dashboard navigation, top bar menus and cards
  Checks the sidebar menus, the drop-downs of the top bar, the logout
  dialog and the collapsable card of the SB Admin 2 template.

  Scenario: The Components menu of the sidebar leads to the Cards page
    Given open the page "/index.html".
    When click on "Components" in the sidebar.
    Then the link "Cards" should be displayed in the sidebar.
    When click on the "Cards" link in the sidebar.
    Then the page heading "Cards" should be displayed.
    And "Collapsable Card Example" should be displayed.

  Scenario: Cancelling the logout dialog keeps the user on the dashboard
    Given open the page "/index.html".
    When click on the user name "Douglas McGee" in the top bar.
    Then "Activity Log" should be displayed.
    When click on "Logout" in the user menu.
    Then the dialog "Ready to Leave?" should be displayed.
    When click on the "Cancel" button of the dialog.
    Then "Ready to Leave?" should not be displayed.
    And "Earnings Overview" should be displayed.

  Scenario: The alerts and messages drop-downs of the top bar replace each other
    Given open the page "/index.html".
    When click on the bell icon with the counter "3+" in the top bar.
    Then "A new monthly report is ready to download!" should be displayed.
    When click on the envelope icon with the counter "7" in the top bar.
    Then "Read More Messages" should be displayed.
    And "A new monthly report is ready to download!" should not be displayed.

  Scenario: The collapsable card hides and shows its body
    Given open the page "/cards.html".
    Then "This is a collapsable card example" should be displayed.
    When click on the card header "Collapsable Card Example".
    Then "This is a collapsable card example" should not be displayed.
    When click on the card header "Collapsable Card Example" again.
    Then "This is a collapsable card example" should be displayed.
