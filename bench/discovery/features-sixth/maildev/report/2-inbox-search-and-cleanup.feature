# style: Behat MinkContext
Feature: Keeping the MailDev inbox tidy
  In order to find the emails I care about among everything my app sends
  As a developer
  I need to search, open, delete and mark emails as read

  Scenario: Searching the inbox by recipient
    Given I am on "/"
    Then I should see 4 "li.email-item" elements
    When I fill in "Search..." with "alice"
    Then I should see 2 "li.email-item" elements
    And I should see "Your password reset code"
    And I should see "Welcome to Lantern, Alice"
    But I should not see "Order #1042 confirmed"

  Scenario: Opening the password reset email
    Given I am on "/"
    When I follow "Your password reset code"
    Then the url should match "#/email/"
    And I should see "Your password reset code" in the ".email-meta .subject" element
    And I should see "security@lanternapp.test" in the ".email-meta .from" element
    And I should see "482913" in the ".email-content" element

  Scenario: Deleting the password reset email
    Given I am on "/"
    When I follow "Your password reset code"
    And I follow "Delete"
    Then I should see 3 "li.email-item" elements
    And I should not see "Your password reset code"
    And I should see "Welcome to Lantern, Alice" in the ".email-meta .subject" element

  Scenario: Marking every email as read
    Given I am on "/"
    When I follow "Mark all emails as read"
    Then I should not see an "li.email-item.unread" element
    And I should see 3 "li.email-item.read" elements
