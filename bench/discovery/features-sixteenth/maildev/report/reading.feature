# style: CodeceptJS as Gherkin
Feature: Email details in MailDev
  In order to debug the emails our app sends
  As a developer
  I want to inspect each email's body, views and attachments

  Scenario: Opening the welcome email shows its greeting
    Given I am on page "/"
    When I click "Welcome to Lantern, Alice"
    Then I see "hello@lanternapp.test"
    And I see "Welcome aboard, Alice!"
    And I see "Confirm your address"
    And I see in current url "#/email/"

  Scenario: The password reset email contains the code
    Given I am on page "/"
    When I click "Your password reset code"
    Then I see "Use this code to reset your password:"
    And I see "482913"
    And I see "It expires in 15 minutes"
    And I don't see "Thanks for your order, Bob"

  Scenario: Searching by recipient keeps only their emails
    Given I am on page "/"
    When I fill field "Search...", "alice"
    Then I see "Welcome to Lantern, Alice"
    And I see "Your password reset code"
    And I don't see "Weekly report: 3 new sign-ups"
    And I don't see "Order #1042 confirmed"

  Scenario: The attachments view of the order email hides the body
    Given I am on page "/"
    When I click "Order #1042 confirmed"
    And I click "HTML"
    And I click "Attachments"
    Then I see "orders@teashop.test"
    And I see "Download"
    And I don't see "Thanks for your order, Bob"
