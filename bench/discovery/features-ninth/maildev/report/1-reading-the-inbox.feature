# style: cucumber-rails web_steps (Capybara)
Feature: Reading caught emails in the MailDev inbox
  In order to check what my application sends
  As a developer
  I want to read, search and inspect the emails MailDev caught

  Scenario: Read the HTML version of the order confirmation
    Given I am on the home page
    When I follow "Order #1042 confirmed"
    Then I should see "orders@teashop.test"
    And I should see "accounts@example.test"
    And I should see "Thanks for your order, Bob"
    And I should see "Total: 10.00 USD"

  Scenario: Search the inbox for emails sent to Alice
    Given I am on the home page
    When I fill in "Search..." with "alice@example.test"
    Then I should see "Your password reset code"
    And I should not see "Order #1042 confirmed"
    And I should not see "Weekly report: 3 new sign-ups"
    When I fill in "Search..." with "teashop"
    Then I should see "Order #1042 confirmed"
    And I should not see "Your password reset code"

  Scenario: Turn on opening new mail automatically
    Given I am on the home page
    When I follow "Additional configuration"
    Then I should see "Browser notifications"
    And the "Open new mail" checkbox should not be checked
    When I check "Open new mail"
    Then the "Open new mail" checkbox should be checked

  Scenario: Look at the raw source of the weekly report
    Given I am on the home page
    When I follow "Weekly report: 3 new sign-ups"
    Then I should see "New sign-ups: 3"
    And I should see "(This email has no HTML part.)"
    When I follow "Text"
    And I follow "Source"
    Then I should see "Content-Transfer-Encoding: base64"
    And I should not see "Active users: 41"
