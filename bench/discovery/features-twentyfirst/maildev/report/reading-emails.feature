# style: imperative punctuated
Feature: Reading caught emails
  As a developer testing the emails my application sends
  I want to open a caught email and look at its different views
  So that I can check exactly what my users would receive

  Scenario: Opening the order confirmation shows its HTML body and addresses
    Given the page "/" is open.
    When click "Order #1042 confirmed".
    Then "Thanks for your order, Bob" is shown.
    And "Jasmine Pearls 25 g" is shown.
    And "orders@teashop.test" is shown.
    And "accounts@example.test" is shown.
    And "Now receiving all emails on port" is not shown.

  Scenario: The headers view lists the raw headers instead of the body
    Given the page "/" is open.
    When click "Order #1042 confirmed".
    And click "HTML".
    And click "Headers".
    Then "message-id" is shown.
    And "multipart/mixed" is shown.
    And "Thanks for your order, Bob" is not shown.

  Scenario: Searching narrows the inbox list and clearing the search brings it back
    Given the page "/" is open.
    When type "alice" in the "Search..." field.
    Then "Your password reset code" is shown.
    And "Order #1042 confirmed" is not shown.
    And "Weekly report: 3 new sign-ups" is not shown.
    When clear the "Search..." field.
    Then "Order #1042 confirmed" is shown.

  Scenario: The configuration panel lets me switch on opening new mail automatically
    Given the page "/" is open.
    When click "Additional configuration".
    Then "Open new mail" is shown.
    And the "Open new mail" box is not ticked.
    When tick "Open new mail".
    Then the "Open new mail" box is ticked.
    When click "Additional configuration".
    Then "Open new mail" is not shown.
