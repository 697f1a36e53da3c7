# style: imperative, punctuated
Feature: Top bar menus
  The top bar has an alerts bell, a messages envelope and the user menu.

  Scenario: Read the alerts
    * Open the page "/index.html".
    * Click on the bell icon with the badge "3+".
    * "$290.29 has been deposited into your account!" should be displayed.
    * "A new monthly report is ready to download!" should be displayed.
    * "Show All Alerts" should be displayed.

  Scenario: Read the messages
    * Open the page "/index.html".
    * Click on the envelope icon with the badge "7".
    * "Jae Chun · 1d" should be displayed.
    * "Emily Fowler · 58m" should be displayed.
    * "Read More Messages" should be displayed.

  Scenario: Cancel logging out
    * Open the page "/index.html".
    * Click on "Douglas McGee".
    * "Activity Log" should be displayed in the user menu.
    * Click on "Logout".
    * "Ready to Leave?" should be displayed.
    * Click on "Cancel".
    * "Ready to Leave?" should not be displayed.
    * "Dashboard" should be displayed.

  Scenario: Log out
    * Open the page "/index.html".
    * Click on "Douglas McGee".
    * Click on "Logout".
    * Click on the "Logout" button in the dialog.
    * "Welcome Back!" should be displayed.
    * The page "/login.html" should be open.
