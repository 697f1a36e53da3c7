# style: imperative punctuated
Feature: Reading a caught email in its different views
  As a developer checking the emails my application sends
  I want to open an email and switch between its HTML, headers, source and width views
  So that I can verify both what the customer sees and what was actually sent

  Scenario: The order email shows its headers and its HTML body
    Given the page "/" is open.
    When click "Order #1042 confirmed".
    Then "From: orders@teashop.test" is shown.
    And "Cc: accounts@example.test" is shown.
    And "Thanks for your order, Bob" is shown.
    And "Jasmine Pearls 25 g 5.50 USD" is shown.
    And the address contains "#/email/".

  Scenario: An email without an HTML part opens as plain text
    Given the page "/" is open.
    When click "Weekly report: 3 new sign-ups".
    Then "Active users: 41" is shown.
    And "(This email has no HTML part.)" is shown.
    And "Thanks for your order, Bob" is not shown.
    And "Now receiving all emails on port" is not shown.

  Scenario: The view menu switches the order email to its headers and then its source
    Given the page "/" is open.
    When click "Order #1042 confirmed".
    And click "HTML".
    And click "Headers".
    Then "message-id <seed-2@stepwright.local>" is shown.
    And "Thanks for your order, Bob" is not shown.
    When click "Headers".
    And click "Source (1.38 KB)".
    Then "Content-Type: multipart/mixed;" is shown.

  Scenario: The width menu lists device widths and closes after a pick
    Given the page "/" is open.
    When click "Order #1042 confirmed".
    And click "100%".
    Then "1440px" is shown.
    And "320px" is shown.
    When click "375px".
    Then "1440px" is not shown.
    And "Thanks for your order, Bob" is shown.
