# style: imperative punctuated
Feature: Choosing a way of saving on the GettingStarted card
  The GettingStarted card has OS and Browser checkboxes that list the
  saving methods which work with the chosen platforms.

  Scenario: Show the savers that work on Android
    Given Open the page "/".
    Then "Tiddloid and Tiddloid Lite" should not be displayed.
    When Tick the "Android" checkbox on the GettingStarted card.
    Then The "Android" checkbox should be ticked.
    And "Tiddloid and Tiddloid Lite" should be displayed.
    And "Android app for saving changes locally to device storage" should be displayed.

  Scenario: Show the savers that work in Safari
    Given Open the page "/".
    When Tick the "Safari" checkbox on the GettingStarted card.
    Then "TiddlyPWA" should be displayed.
    And "Save to Browser Storage" should be displayed.
    And "Tiddloid and Tiddloid Lite" should not be displayed.

  Scenario: Unticking the platform hides the list again
    Given Open the page "/".
    When Tick the "Android" checkbox on the GettingStarted card.
    Then "Download Saver" should be displayed.
    When Untick the "Android" checkbox on the GettingStarted card.
    Then The "Android" checkbox should not be ticked.
    And "Download Saver" should not be displayed.

  Scenario: The platform checkboxes start unticked
    Given Open the page "/".
    Then The "Windows" checkbox on the GettingStarted card should not be ticked.
    And The "Firefox" checkbox on the GettingStarted card should not be ticked.
    And "Use the checkboxes to explore the methods of saving that work with your platform(s)" should be displayed.

  Scenario: Switch from Android to Safari
    Given Open the page "/".
    When Tick the "Android" checkbox on the GettingStarted card.
    Then "Node.js on Termux" should be displayed.
    When Untick the "Android" checkbox on the GettingStarted card.
    And Tick the "Safari" checkbox on the GettingStarted card.
    Then "Twexe" should be displayed.
    And "Node.js on Termux" should not be displayed.
