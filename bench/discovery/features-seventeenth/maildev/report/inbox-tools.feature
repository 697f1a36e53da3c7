# style: cucumber-rails web_steps
Feature: Inbox tools
  As a developer
  I want to look through the inbox and its settings
  So that I can find the email my app just sent

  Scenario: Reading the password reset code
    Given I am on the inbox page
    When I follow "Your password reset code"
    Then I should see "482913"
    And I should see "It expires in 15 minutes."
    And I should see "security@lanternapp.test"
    And I should not see "Thanks for signing up for Lantern."

  Scenario: Reading the welcome email
    Given I am on the inbox page
    When I follow "Welcome to Lantern, Alice"
    Then I should see "Welcome aboard, Alice!"
    And I should see "Confirm your address"
    And I should see "hello@lanternapp.test"

  Scenario: A search with no match hides every email
    Given I am on the inbox page
    When I fill in "Search..." with "invoice-zzz"
    Then I should not see "Order #1042 confirmed"
    And I should not see "Weekly report: 3 new sign-ups"
    And the "Search..." field should contain "invoice-zzz"

  Scenario: Turning on opening new mail in the settings
    Given I am on the inbox page
    When I follow "Additional configuration"
    Then I should see "Open new mail"
    And the "Open new mail" checkbox should not be checked
    When I check "Open new mail"
    Then the "Open new mail" checkbox should be checked
    And the "Browser notifications" checkbox should not be checked
