# style: cucumber-rails web_steps
Feature: Keeping the caught-mail inbox in order
  As a tester working through the emails of a test run
  I want to delete emails, switch views and set inbox options
  So that the inbox only shows what I still need and in the form I need it

  Scenario: A deleted email is gone from the inbox list
    Given I am on the inbox page
    When I follow "Welcome to Lantern, Alice"
    Then I should see "Welcome aboard, Alice!"
    When I follow "Delete"
    Then I should not see "Welcome to Lantern, Alice" within ".email-list"
    And I should not see "Welcome aboard, Alice!"
    And I should see "Weekly report: 3 new sign-ups" within ".email-list"

  Scenario: The option to open new mail automatically can be switched on and off
    Given I am on the inbox page
    When I follow "Additional configuration"
    Then the "Open new mail" checkbox should not be checked
    When I check "Open new mail"
    Then the "Open new mail" checkbox should be checked
    When I uncheck "Open new mail"
    Then the "Open new mail" checkbox should not be checked

  Scenario: The text view shows the plain-text version of an HTML email
    Given I am on the inbox page
    When I follow "Order #1042 confirmed"
    And I follow "HTML"
    And I follow "Text"
    Then I should see "Thanks for your order, Bob."
    And I should see "Total: 10.00 USD"
    And I should not see "Item Price"
    And I should see "bob@example.test" within ".email-meta"

  Scenario: A search keeps its text while an email from the results is read
    Given I am on the inbox page
    When I fill in "Search..." with "team@"
    Then I should see "Weekly report: 3 new sign-ups" within ".email-list"
    And I should not see "Order #1042 confirmed" within ".email-list"
    When I follow "Weekly report: 3 new sign-ups"
    Then I should see "Open support tickets: 2"
    And the "Search..." field should contain "team@"
