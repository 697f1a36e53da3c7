# style: CodeceptJS as Gherkin
Feature: Searching, deleting and personal settings in the MailDev inbox

  Scenario: Filtering the inbox by recipient
    Given I am on page "/"
    When I fill field "Search...", "alice"
    Then I see "Your password reset code"
    And I dont see "Order #1042 confirmed"
    And I dont see "Weekly report: 3 new sign-ups"
    When I clear field "Search..."
    Then I see "Order #1042 confirmed"

  Scenario: Search looks inside the email body too
    Given I am on page "/"
    When I fill field "Search...", "482913"
    Then I see "Your password reset code" in ".email-list"
    And I see number of elements ".email-list .email-item", 1
    When I fill field "Search...", "no-such-email-anywhere"
    Then I see number of elements ".email-list .email-item", 0
    And I dont see "Your password reset code"

  Scenario: Deleting an email removes it from the inbox for good
    Given I am on page "/"
    When I click "Welcome to Lantern, Alice"
    Then I see "hello@lanternapp.test"
    When I click "Delete" in ".email-toolbar"
    Then I dont see "Welcome to Lantern, Alice" in ".email-list"
    When I refresh page
    Then I see "Your password reset code"
    And I dont see "Welcome to Lantern, Alice"

  Scenario: Turning on auto-open and the dark theme
    Given I am on page "/"
    When I click "a[title='Additional configuration']"
    Then I see "Browser notifications"
    And I dont see checkbox is checked "Open new mail"
    When I check option "Open new mail"
    Then I see checkbox is checked "Open new mail"
    When I click "a[title='Toggle between light and dark theme']"
    Then I see element "body.dark-theme"
