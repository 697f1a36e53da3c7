# style: CodeceptJS as Gherkin
Feature: Reading the caught emails

  Scenario: Opening the order confirmation
    Given I am on page "/"
    Then I see "Order #1042 confirmed"
    When I click "Order #1042 confirmed"
    Then I see "orders@teashop.test"
    And I see "accounts@example.test"
    And I see "Thanks for your order, Bob"
    And I see "Total: 10.00 USD"

  Scenario: Reading a plain-text email
    Given I am on page "/"
    When I click "Weekly report: 3 new sign-ups"
    Then I see "reports@lanternapp.test"
    And I see "Active users: 41"
    And I see "Open support tickets: 2"

  Scenario: Looking at the headers of an email
    Given I am on page "/"
    When I click "Order #1042 confirmed"
    And I click "HTML"
    Then I see "Headers"
    When I click "Headers"
    Then I see "message-id"
    And I see "multipart/mixed"
    And I don't see "Thanks for your order, Bob"

  Scenario: Finding the password reset code
    Given I am on page "/"
    When I click "Your password reset code"
    Then I see "security@lanternapp.test"
    And I see "482913"
    And I see "It expires in 15 minutes."
