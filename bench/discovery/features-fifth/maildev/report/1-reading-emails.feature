# style: third person
Feature: Reading the emails caught by MailDev
  A developer checks the emails that her application sent, straight from the MailDev inbox.

  Scenario: The developer reads an HTML order confirmation
    Given the developer is on the inbox page "/"
    When she opens the email "Order #1042 confirmed" from the list
    Then she should see that it was sent from "orders@teashop.test" to "bob@example.test"
    And she should see "accounts@example.test" in the Cc line
    And the message body should say "Thanks for your order, Bob"
    And the message body should show the total "10.00 USD"

  Scenario: A plain-text email opens in the Text view
    Given the developer is on the inbox page "/"
    When she opens the email "Weekly report: 3 new sign-ups"
    Then the view menu in the toolbar should read "Text"
    And she should see "Active users: 41"
    And she should see "(This email has no HTML part.)"

  Scenario: The developer narrows the inbox down with the search box
    Given the developer is on the inbox page "/"
    When she types "alice" into the "Search..." box above the list
    Then the list should show "Your password reset code"
    But the list should no longer show "Order #1042 confirmed"
    When she replaces the search with "no-such-email"
    Then the list should not show "Your password reset code"

  Scenario: The developer marks every email as read
    Given the developer is on the inbox page "/"
    When she clicks the "Mark all emails as read" button in the header
    Then the counter next to "MailDev" should no longer show an unread count in brackets
    When she opens the email "Your password reset code"
    Then the message body should say "482913"
