# style: Behat
Feature: Searching the inbox
  In order to find one email among many
  As a developer
  I need to filter the email list with the search box

  Scenario: Filtering by recipient
    Given I am on "/"
    When I fill in "Search..." with "alice"
    Then I should see "Your password reset code"
    And I should see "Welcome to Lantern, Alice"
    And I should not see "Order #1042 confirmed"
    And I should not see "Weekly report: 3 new sign-ups"

  Scenario: Filtering by sender domain
    Given I am on "/"
    When I fill in "Search..." with "teashop"
    Then I should see "Order #1042 confirmed"
    And I should not see "Your password reset code"
    And I should not see "Welcome to Lantern, Alice"

  Scenario: Filtering by a word in the subject
    Given I am on "/"
    When I fill in "Search..." with "report"
    Then I should see "Weekly report: 3 new sign-ups"
    And I should not see "Order #1042 confirmed"
    And I should not see "Your password reset code"

  Scenario: A search that matches nothing empties the list
    Given I am on "/"
    When I fill in "Search..." with "no-such-mail"
    Then I should not see "Weekly report: 3 new sign-ups"
    And I should not see "Order #1042 confirmed"
    And I should not see "Welcome to Lantern, Alice"
    And the "Search..." field should contain "no-such-mail"

  Scenario: Clearing the search brings every email back
    Given I am on "/"
    When I fill in "Search..." with "bob"
    Then I should not see "Welcome to Lantern, Alice"
    When I fill in "Search..." with ""
    Then I should see "Welcome to Lantern, Alice"
    And I should see "Order #1042 confirmed"
    And I should see "Weekly report: 3 new sign-ups"

  Scenario: Opening an email found by the search
    Given I am on "/"
    When I fill in "Search..." with "482913"
    Then I should see "Your password reset code"
    When I follow "Your password reset code"
    Then I should see "Use this code to reset your password:"
    And I should see "security@lanternapp.test"
