# style: Behat MinkContext
Feature: Managing the inbox - searching, deleting and configuring MailDev

  Scenario: Search the inbox by recipient
    Given I am on "/"
    Then I should see "Weekly report: 3 new sign-ups"
    When I fill in "Search..." with "bob"
    Then I should see 1 "li.email-item" elements
    And I should see "Order #1042 confirmed"
    And I should not see "Welcome to Lantern, Alice"

  Scenario: Delete a single email
    Given I am on "/"
    When I follow "Your password reset code"
    Then I should see "482913"
    When I follow "Delete"
    Then I should not see "Your password reset code"
    And I should see "Weekly report: 3 new sign-ups"

  Scenario: Opening an email changes the address
    Given I am on "/"
    When I follow "Order #1042 confirmed"
    Then the url should match "#/email/\w+"
    And I should see "bob@example.test" in the ".email-meta" element
    And I should see "Download"
    And I should see "Relay"

  Scenario: Turn on opening new mail automatically
    Given I am on "/"
    When I follow "Additional configuration"
    Then I should see "Open new mail"
    And the "auto-show" checkbox should not be checked
    When I check "Open new mail"
    Then the "auto-show" checkbox should be checked
