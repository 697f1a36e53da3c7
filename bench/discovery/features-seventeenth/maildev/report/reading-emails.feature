# style: first person
Feature: Reading caught emails
  As a developer testing my app's emails
  I want to open and search the emails MailDev caught
  So that I can check what my users receive

  Scenario: Reading the order confirmation
    Given I am on the inbox
    When I click "Order #1042 confirmed"
    Then I should see "Thanks for your order, Bob"
    And I should see "Total: 10.00 USD"
    And I should see "orders@teashop.test"
    And I should see "accounts@example.test"

  Scenario: Searching the inbox for Alice's emails
    Given I am on the inbox
    When I type "alice" into the "Search..." field
    Then I should see "Your password reset code"
    And I should see "Welcome to Lantern, Alice"
    And I should not see "Order #1042 confirmed"
    And the "Search..." field should contain "alice"

  Scenario: A plain text email shows its text
    Given I am on the inbox
    When I click "Weekly report: 3 new sign-ups"
    Then I should see "Active users: 41"
    And I should see "(This email has no HTML part.)"
    And I should see "reports@lanternapp.test"
    And I should not see "Thanks for your order, Bob"

  Scenario: Switching the order email to its headers
    Given I am on the inbox
    When I click "Order #1042 confirmed"
    And I click "HTML"
    And I click "Headers"
    Then I should see "Order #1042 confirmed"
    And I should not see "Thanks for your order, Bob"
