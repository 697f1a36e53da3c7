# style: third person
Feature: Reading caught emails in the MailDev inbox
  A developer checks the emails their application sent, as MailDev caught them.

  Scenario: The user reads the order confirmation
    Given the user is on the inbox page
    When the user opens the "Order #1042 confirmed" email
    Then the user sees "Thanks for your order, Bob"
    And the user sees "Jasmine Pearls 25 g"
    And the user sees "Total: 10.00 USD"
    And the user sees "orders@teashop.test"

  Scenario: The user finds the password reset code
    Given the user is on the inbox page
    Then the user does not see "Use this code to reset your password"
    When the user opens the "Your password reset code" email
    Then the user sees "Use this code to reset your password: 482913"
    And the user sees "It expires in 15 minutes."
    And the user sees "security@lanternapp.test"

  Scenario: The user searches the inbox for emails sent to Alice
    Given the user is on the inbox page
    When the user enters "alice@" in the search box
    Then the user sees "Your password reset code"
    And the user does not see "Order #1042 confirmed"
    And the user does not see "Weekly report: 3 new sign-ups"
    And the search box contains "alice@"

  Scenario: The user switches the order email to its headers view
    Given the user is on the inbox page
    When the user opens the "Order #1042 confirmed" email
    And the user clicks the "HTML" button
    And the user clicks "Headers" in the dropdown
    Then the user sees "message-id"
    And the user sees "multipart/mixed"
    But the user does not see "Thanks for your order, Bob"
