# style: third person
Feature: Top bar menus
  The admin reaches alerts, messages and the account menu from the top bar.

  Background:
    Given the admin is on "/index.html"

  Scenario: The admin cancels logging out
    When the admin clicks on "Douglas McGee" in the top bar
    Then the admin sees "Activity Log"
    When the admin clicks "Logout" in the user menu
    Then the admin sees a dialog titled "Ready to Leave?"
    And the dialog says 'Select "Logout" below if you are ready to end your current session.'
    When the admin clicks "Cancel" in the dialog
    Then the dialog is closed
    And the admin is still on the "Dashboard"

  Scenario: The admin reads the alerts and the messages
    When the admin clicks the alerts bell with the "3+" badge
    Then the admin sees "ALERTS CENTER"
    And the admin sees "A new monthly report is ready to download!"
    When the admin clicks the messages envelope with the "7" badge
    Then the admin sees "MESSAGE CENTER"
    And the admin sees "Emily Fowler · 58m"
