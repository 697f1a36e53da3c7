# style: first person
Feature: Reading caught emails in the MailDev inbox
  As a developer I check the emails my app sent.

  Scenario: I read an order confirmation
    Given I open "/"
    When I click "Order #1042 confirmed"
    Then I should see "Thanks for your order, Bob"
    And I should see "Jasmine Pearls 25 g"
    And I should see "Total: 10.00 USD"
    And I should see "orders@teashop.test"

  Scenario: I narrow the inbox with the search box
    Given I open "/"
    When I type "password" into the search box
    Then I should see "Your password reset code"
    And I should not see "Order #1042 confirmed"
    And I should not see "Weekly report: 3 new sign-ups"

  Scenario: I read an email that only has a plain text part
    Given I open "/"
    When I click "Weekly report: 3 new sign-ups"
    Then I should see "Active users: 41"
    And I should see "(This email has no HTML part.)"
    When I reload the page
    Then I should see "Open support tickets: 2"

  Scenario: I delete the welcome email
    Given I open "/"
    When I click "Welcome to Lantern, Alice"
    And I click the "Delete" link
    Then I should not see "Welcome to Lantern, Alice"
    And I should see "Order #1042 confirmed"
