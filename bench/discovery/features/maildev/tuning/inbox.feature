# style: cucumber-rails web_steps (Capybara)
Feature: Inbox list
  In order to check the emails my application sends
  As a developer
  I want to see every caught email in the inbox and filter it

  Background:
    Given I am on "/"

  Scenario: The inbox lists all caught emails, newest first
    Then I should see "Weekly report: 3 new sign-ups"
    And I should see "Order #1042 confirmed"
    And I should see "Your password reset code"
    And I should see "Welcome to Lantern, Alice"
    And I should see "To: bob@example.test"
    And I should see "You are running MailDev 2.2.1"

  Scenario: Filtering the inbox by recipient
    When I fill in "Search..." with "alice"
    Then I should see "Your password reset code"
    And I should see "Welcome to Lantern, Alice"
    And I should not see "Order #1042 confirmed"
    And I should not see "Weekly report: 3 new sign-ups"

