# style: imperative punctuated
Feature: Reading caught emails in the MailDev inbox
  As a developer testing outgoing mail
  I want to read the emails my app sent
  So that I can check what customers receive

  Scenario: The order confirmation shows the ordered items
    Given the inbox is open.
    When open the "Order #1042 confirmed" email.
    Then "Thanks for your order, Bob" is shown.
    And "Jasmine Pearls 25 g" is shown.
    And "Total: 10.00 USD" is shown.
    And "accounts@example.test" is shown.

  Scenario: A plain-text email is shown as text
    Given the inbox is open.
    When open the "Weekly report: 3 new sign-ups" email.
    Then "New sign-ups: 3" is shown.
    And "Active users: 41" is shown.
    And "(This email has no HTML part.)" is shown.
    And "reports@lanternapp.test" is shown.

  Scenario: Searching narrows the list to matching emails
    Given the inbox is open.
    When type "password" in the "Search" field.
    Then "Your password reset code" is shown.
    And "Order #1042 confirmed" is not shown.
    And "Welcome to Lantern, Alice" is not shown.

  Scenario: The headers view of an email lists its subject header
    Given the inbox is open.
    When open the "Your password reset code" email.
    And click "HTML".
    And click "Headers".
    Then "multipart/alternative" is shown.
    And "Tue, 17 Nov 2026 14:05:00 +0000" is shown.
    And "482913" is not shown.
