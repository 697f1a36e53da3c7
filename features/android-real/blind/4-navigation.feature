# style: third person
@android
Feature: Getting around Kettle
  The user moves between screens with the drawer, the overflow menu,
  the bottom navigation bar and the system Back button.

  Scenario: The user explores the navigation drawer
    Given the user has opened "kettle://home"
    When the user opens the navigation drawer
    Then the user sees "Ada Lovelace" and "ada@example.com" at the top of the drawer
    When the user taps "Gift cards"
    Then the user is told "Gift cards are coming soon"
    When the user opens the navigation drawer again
    Then the drawer offers "My subscriptions"
    When the user presses the system Back button
    Then the drawer closes and "My subscriptions" is no longer shown

  Scenario: The user reads about the app from the overflow menu
    Given the user has opened "kettle://home"
    When the user taps "More options"
    Then the menu shows "Settings", "Help & feedback" and "About Kettle"
    When the user chooses "About Kettle"
    Then a dialog says "Kettle 2.3.0 · Tea, delivered."
    When the user dismisses the dialog with "OK"
    Then the dialog is gone and the user sees "Black teas" again
    When the user taps "More options" and chooses "Help & feedback"
    Then the user sees the toast "Help opens in your browser"

  Scenario: The user switches tabs and backs out of the app
    Given the user has opened "kettle://home"
    Then "Home" is selected in the bottom navigation
    When the user taps "Profile" in the bottom navigation
    Then the user sees "Delivery details"
    And "Profile" is selected in the bottom navigation
    When the user presses Back
    Then the user is back on the Discover feed with "Updated 3 hours ago"
    When the user presses Back again
    Then the user has left Kettle and sees the launcher with the "Tea Shop" app
    When the user launches Kettle again
    Then the user sees "Black teas"
