Feature: Account settings
  Settings are split into tabs; deleting the account asks for confirmation in a modal dialog.

  Background:
    Given I open "/login"
    When I enter "alice" as username and "wonderland" as password
    And I click the "Sign in" button
    Then I should see "Welcome, Alice"
    When I go to "/settings"

  Scenario: Tabs switch between the settings sections
    Then I should see "Display name"
    When I click the "Notifications" tab
    Then I should see "Email me about new teas"
    And I should not see "Display name"
    When I click the "Danger zone" tab
    Then I should see "Delete account"
    And I should not see "Email me about new teas"

  Scenario: Save the profile
    When I fill in "Display name" with "Alice Liddell"
    And I click the "Save profile" button
    Then I should see "Profile saved"
    And I should see "Welcome, Alice Liddell"

  Scenario: Save notification preferences
    When I click the "Notifications" tab
    And I check "Email me about new teas"
    And I click the "Save preferences" button
    Then I should see "Preferences saved"
    And the "Email me about new teas" checkbox should be checked

  Scenario: Cancel deleting the account
    When I click the "Danger zone" tab
    And I click the "Delete account" button
    Then I should see "Delete account?"
    And I should see "This cannot be undone."
    When I click the "Cancel" button
    Then I should not see "This cannot be undone."

  Scenario: Delete the account
    When I click the "Danger zone" tab and click the "Delete account" button
    And I click the "Delete" button
    Then I should see "Account scheduled for deletion"
    And the "Delete account" button should be disabled
