# style: Behat MinkContext
Feature: Managing the MailDev inbox
  As a developer whose test runs fill up the catcher
  I want to search, configure and clean up the inbox
  So that I only look at the emails that matter to me

  Scenario: Searching the inbox by recipient narrows the list
    Given I am on "/"
    When I fill in "Search..." with "alice"
    Then I should see "Welcome to Lantern, Alice"
    And I should not see "Weekly report: 3 new sign-ups"
    And I should not see "Order #1042 confirmed"
    And the "Search..." field should contain "alice"

  Scenario: A search that matches nothing leaves the list empty
    Given I am on "/"
    When I fill in "Search..." with "no-such-sender"
    Then I should not see "Welcome to Lantern, Alice"
    And I should not see "Weekly report: 3 new sign-ups"
    And I should see "You are running MailDev 2.2.1"

  Scenario: Deleting the password reset email removes it from the inbox
    Given I am on "/"
    When I follow "Your password reset code"
    Then the url should match "#/email/"
    When I follow "Delete"
    Then I should not see "Your password reset code"
    And I should see "Order #1042 confirmed"

  Scenario: The additional configuration panel offers the open-new-mail option
    Given I am on "/"
    When I follow "Additional configuration"
    Then I should see "Browser notifications"
    And the "Open new mail" checkbox should not be checked
    When I check "Open new mail"
    Then the "Open new mail" checkbox should be checked
    And I should be on "/"
