# style: Behat MinkContext
Feature: Reading an HTML email
  The order confirmation is an HTML email with a table of items and an attachment.

  Background:
    Given I am on "/"
    When I follow "Order #1042 confirmed"

  Scenario: The HTML body of the order email is shown
    Then the url should match "/email/"
    And I should see "orders@teashop.test" in the email header
    And I should see "accounts@example.test"
    And I should see "Thanks for your order, Bob" in the email body
    And I should see "Jasmine Pearls 25 g" in the email body
    And I should see "10.00 USD" in the email body

  Scenario: Switching the order email to its plain text part
    When I press "HTML"
    And I follow "Text"
    Then I should see "Thanks for your order, Bob."
    And I should see "Total: 10.00 USD"
    And I should see "Text" in the toolbar
