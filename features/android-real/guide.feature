# style: first person
@android
Feature: The brewing guide
  The guide is a web page inside the app, in a WebView: its links and its water calculator are the
  page's, the toolbar and Back are the app's.

  Scenario: Read how to brew green tea
    Given I open "kettle://guide"
    Then I should see "Good tea starts with fresh water."
    When I tap "Green tea"
    Then I should see "Steep green tea at 75°C for 2 minutes."
    When I press the back button
    Then I should see "Good tea starts with fresh water."
    When I press the back button
    Then I should see "Discover"

  Scenario: Work out how much water a pot needs
    Given I launch the app
    When I open the navigation drawer
    And I tap "Brewing guide"
    And I type "3" into the "Cups" field
    And I tap the "Work it out" button
    Then I should see "Use 750 ml of water"
    When I tap "Navigate up"
    Then I should see "Discover"
