# style: Behat MinkContext
Feature: Managing the MailDev inbox
  As a tester who receives many test emails
  I want to filter, delete and mark emails and adjust the inbox settings
  So that the inbox only shows what I am working on

  Scenario: Searching the inbox keeps only the matching emails
    Given I am on "/"
    When I fill in "Search..." with "alice"
    Then I should see "Welcome to Lantern, Alice"
    And I should not see "Order #1042 confirmed"
    And I should not see "Weekly report: 3 new sign-ups"
    And the "Search..." field should contain "alice"
    When I fill in "Search..." with ""
    Then I should see "Order #1042 confirmed"

  Scenario: Deleting an open email removes it from the list
    Given I am on "/"
    When I follow "Your password reset code"
    Then I should see "Use this code to reset your password: 482913"
    When I follow "Delete"
    Then I should not see "Your password reset code"
    And I should not see "482913"
    And I should see "Order #1042 confirmed"

  Scenario: Marking everything as read clears the unread counter
    Given I am on "/"
    When I follow "Mark all emails as read"
    Then I should not see text matching "MailDev \d+ \(\+\d+\)"
    And I should see "Weekly report: 3 new sign-ups"
    And I should be on "/"

  Scenario: The settings panel has an option to open new mail automatically
    Given I am on "/"
    When I follow "Additional configuration"
    Then I should see "Browser notifications"
    And the "Open new mail" checkbox should not be checked
    When I check "Open new mail"
    Then the "Open new mail" checkbox should be checked
    When I follow "Additional configuration"
    Then I should not see "Open new mail"
