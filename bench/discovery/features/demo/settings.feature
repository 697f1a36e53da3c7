# Style: imperative, capitalised and punctuated, the way manual test scripts are often written.
Feature: Account settings

  Background:
    Given Open the page "/login".
    And Enter "alice" into the Username field.
    And Enter "wonderland" into the Password field.
    And Click on the "Sign in" button.
    And Click on the "Settings" link.

  Scenario: Rename the account
    When Clear the "Display name" field.
    And Type "Alice Liddell" into the "Display name" field.
    And Click on the "Save profile" button.
    Then The page should show "Profile saved".
    And The header should show "Welcome, Alice Liddell".

  Scenario: Subscribe to news about teas
    When Open the "Notifications" tab.
    And Tick the "Email me about new teas" checkbox.
    And Click Save preferences.
    Then "Preferences saved" should be displayed.
    And The "Email me about new teas" checkbox should be ticked.

  Scenario: Cancel deleting the account
    When Open the "Danger zone" tab.
    And Click on the "Delete account" button.
    Then The dialog should show "This cannot be undone."
    When Click on the "Cancel" button in the dialog.
    Then "This cannot be undone." should not be visible.
    And The "Delete account" button should be enabled.
