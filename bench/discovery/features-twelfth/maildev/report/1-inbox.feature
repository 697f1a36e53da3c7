# style: cucumber-rails web_steps
Feature: Reading caught emails in the MailDev inbox
  As a developer testing outgoing mail
  I want to open and inspect the emails my app sent
  So that I can check what my users receive

  Scenario: Open the order confirmation email
    Given I am on the home page
    When I follow "Order #1042 confirmed"
    Then I should see "orders@teashop.test"
    And I should see "accounts@example.test"
    And I should see "Thanks for your order, Bob"
    And I should see "Total: 10.00 USD"

  Scenario: Read the headers of an email
    Given I am on the home page
    When I follow "Order #1042 confirmed"
    And I follow "HTML"
    And I follow "Headers"
    Then I should see "multipart/mixed"
    And I should see "Wed, 18 Nov 2026 10:15:00 +0000"
    And I should not see "Thanks for your order, Bob"

  Scenario: Filter the inbox with the search field
    Given I am on the home page
    When I fill in "Search..." with "password"
    Then I should see "Your password reset code"
    And I should not see "Weekly report: 3 new sign-ups"
    And I should not see "Welcome to Lantern, Alice"
    When I fill in "Search..." with ""
    Then I should see "Weekly report: 3 new sign-ups"

  Scenario: Delete an email from the inbox
    Given I am on the home page
    When I follow "Welcome to Lantern, Alice"
    Then I should see "Welcome aboard, Alice!"
    When I follow "Delete"
    Then I should not see "Welcome to Lantern, Alice"
    And I should see "Order #1042 confirmed"
