# style: third person
Feature: Reading caught emails in the inbox
  As a developer testing the emails my app sends
  I want to open, search and clear out the caught emails
  So that I can check what my users would receive

  Scenario: Opening the order confirmation shows its headers and HTML body
    Given the user is on the inbox
    When the user clicks "Order #1042 confirmed"
    Then the user sees "orders@teashop.test"
    And the user sees "accounts@example.test"
    And the user sees "Thanks for your order, Bob"
    And the user sees "Total: 10.00 USD"
    And the page does not show "Now receiving all emails on port"

  Scenario: Searching the inbox narrows the list to matching emails
    Given the user is on the inbox
    When the user types "alice" into the "Search..." field
    Then the user sees "Your password reset code"
    And the user sees "alice@example.test"
    And the page does not show "Order #1042 confirmed"
    And the page does not show "Weekly report: 3 new sign-ups"
    When the user clears the "Search..." field
    Then the user sees "Weekly report: 3 new sign-ups"

  Scenario: A plain-text email is shown as text
    Given the user is on the inbox
    When the user clicks "Weekly report: 3 new sign-ups"
    Then the user sees "reports@lanternapp.test"
    And the user sees "New sign-ups: 3"
    And the user sees "Open support tickets: 2"
    And the page does not show "Thanks for your order, Bob"

  Scenario: Deleting the welcome email removes it from the inbox
    Given the user is on the inbox
    When the user clicks "Welcome to Lantern, Alice"
    Then the user sees "Welcome aboard, Alice!"
    When the user clicks the "Delete" button
    Then the page no longer shows "Welcome to Lantern, Alice"
    And the page does not show "Welcome aboard, Alice!"
    And the user sees "Order #1042 confirmed"
