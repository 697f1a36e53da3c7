@android
Feature: Settings on Android
  Switches in a settings list are named by the title of their row.

  Scenario: Turn Wi-Fi off
    Given I open "com.example.teashop/.ui.CatalogActivity"
    When I tap "Settings"
    Then the "Wi-Fi" switch should be on
    And the "Dark theme" switch should be off
    When I tap "Wi-Fi"
    Then the "Wi-Fi" switch should be off
    And I should see "Off"
