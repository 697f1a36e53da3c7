# style: third person
@android
Feature: Finding your way around Kettle
  Settings sit behind the overflow menu and in the navigation drawer; offers are on their own tab.

  Scenario: The user turns on the dark theme from the overflow menu
    Given the user launches the app
    When the user taps "More options"
    And the user taps "Settings"
    Then the user should see "Temperature units"
    When the user turns on the "Dark theme" switch
    Then the "Dark theme" switch should be on
    When the user presses the back button
    Then the user should see "Discover"

  Scenario: The user claims an offer
    Given the user launches the app
    When the user opens the navigation drawer
    And the user taps "Gift cards"
    Then the user should see "Gift cards are coming soon"
    When the user taps the "Offers" tab
    And the user taps the "Claim" button in the "Free infuser" card
    Then the user should see "Free infuser claimed"
    And the "Claimed" button should be disabled
