# style: Behat MinkContext
Feature: Reading caught emails
  As a developer I want to read the emails my application sent
  so that I can check what my users receive.

  Scenario: Open the order confirmation
    Given I am on "/"
    When I follow "Order #1042 confirmed"
    Then I should see "Thanks for your order, Bob"
    And I should see "orders@teashop.test"
    And I should see "Total: 10.00 USD"
    And I should not see "482913"
    And the url should match "#/email/"

  Scenario: Search the inbox for one recipient
    Given I am on "/"
    When I fill in "Search..." with "alice"
    Then I should see "Your password reset code"
    And I should see "Welcome to Lantern, Alice"
    And I should not see "Order #1042 confirmed"
    And I should see 2 "li.email-item" elements
    And the "Search..." field should contain "alice"

  Scenario: Read the password reset code
    Given I am on "/"
    And I should see 4 "li.email-item" elements
    When I follow "Your password reset code"
    Then I should see "482913"
    And I should see "It expires in 15 minutes."
    And I should see "alice@example.test" in the ".email-meta" element

  Scenario: Read an email that only has plain text
    Given I am on "/"
    When I follow "Weekly report: 3 new sign-ups"
    Then I should see "reports@lanternapp.test"
    And I should see "Active users: 41"
    And I should see "(This email has no HTML part.)"
    But I should not see "Thanks for your order, Bob"
