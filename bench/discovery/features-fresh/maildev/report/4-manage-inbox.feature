# style: CodeceptJS as Gherkin
Feature: Managing the inbox

  Scenario: Mark every email as read
    Given I am on page "/"
    Then I see "4 (+4)"
    When I click "Mark all emails as read"
    Then I dont see "(+4)"
    And I see "Weekly report: 3 new sign-ups"

  Scenario: Delete a single email
    Given I am on page "/"
    When I click "Your password reset code"
    Then I see "security@lanternapp.test"
    When I click "Delete"
    Then I dont see "Your password reset code"
    And I see "Welcome to Lantern, Alice"
    And I see "Order #1042 confirmed"

  Scenario: Empty the whole inbox
    Given I am on page "/"
    When I click "Delete all emails"
    And I click "Delete all emails"
    Then I see "No emails"
    And I dont see "Order #1042 confirmed"
    And I dont see "Weekly report: 3 new sign-ups"
