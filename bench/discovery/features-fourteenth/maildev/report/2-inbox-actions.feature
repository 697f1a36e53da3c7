# style: cucumber-rails web_steps
Feature: Working with the inbox

  Scenario: Viewing the plain-text weekly report
    Given I am on the inbox page
    When I follow "Weekly report: 3 new sign-ups"
    Then I should see "reports@lanternapp.test"
    And I should see "New sign-ups: 3"
    And I should see "Active users: 41"
    And I should see "Open support tickets: 2"

  Scenario: Filtering the inbox and clearing the filter
    Given I am on the inbox page
    When I fill in "Search..." with "weekly"
    Then I should see "Weekly report: 3 new sign-ups"
    And I should not see "Order #1042 confirmed"
    When I fill in "Search..." with ""
    Then I should see "Order #1042 confirmed"
    And the "Search..." field should contain ""

  Scenario: Reading the password reset email as plain text
    Given I am on the inbox page
    When I follow "Your password reset code"
    Then I should see "Use this code to reset your password: 482913"
    When I follow "HTML"
    And I follow "Text"
    Then I should see "Your code is 482913."
    And I should not see "Use this code to reset your password"

  Scenario: Deleting the welcome email
    Given I am on the inbox page
    When I follow "Welcome to Lantern, Alice"
    And I follow "Delete"
    Then I should not see "Welcome to Lantern, Alice"
    And I should see "Your password reset code"
    And I should see "Weekly report: 3 new sign-ups"
