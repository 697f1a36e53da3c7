# style: imperative, punctuated
@android
Feature: Settings
  General and account settings, and that they survive a restart.

  Scenario: Change the general settings and keep them after a restart.
    Given Open the page "kettle://settings".
    Then "Celsius" should be displayed.
    When Click on "Temperature units".
    Then "Fahrenheit" should be displayed.
    When Click on "Dark theme".
    Then "On" should be displayed under "Dark theme".
    When Switch off "Download images on Wi-Fi only".
    Then The "Download images on Wi-Fi only" switch should be off.
    When Restart the app.
    Then "Updated 3 hours ago" should be displayed.
    When Open the page "kettle://settings".
    Then "Fahrenheit" should be displayed.
    And "On" should be displayed under "Dark theme".
    And The "Download images on Wi-Fi only" switch should be off.

  Scenario: Cancel, then confirm, signing out.
    Given Open the page "kettle://settings".
    Then "ada@example.com" should be displayed.
    When Click on "Sign out".
    Then The dialog "Sign out of Kettle?" should be displayed.
    When Click on the "Cancel" button.
    Then "Sign out of Kettle?" should not be displayed.
    When Click on "Sign out".
    Then "You will need to sign in again to order." should be displayed.
    When Click on the "Sign out" button in the dialog.
    Then The toast "Signed out" should be displayed.
    And "Black teas" should be displayed.

  Scenario: Reach the settings from the overflow menu and go back up.
    Given Open the page "kettle://home".
    When Open the "More options" menu.
    Then "Help & feedback" should be displayed.
    When Click on "Settings".
    Then "Version" should be displayed.
    And "2.3.0" should be displayed.
    When Click on the "Navigate up" button.
    Then "Updated 3 hours ago" should be displayed.
