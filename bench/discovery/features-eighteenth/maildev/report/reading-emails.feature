# style: first person
Feature: Reading caught emails in the MailDev inbox
  As a developer testing my app's emails
  I want to open the emails MailDev caught and search the inbox
  So that I can check what my users would receive

  Scenario: Opening the order confirmation shows the items and the total
    Given I am on the inbox
    When I click "Order #1042 confirmed"
    Then I should see "Thanks for your order, Bob"
    And I should see "Jasmine Pearls 25 g"
    And I should see "Total: 10.00 USD"
    And I should see "accounts@example.test"

  Scenario: Searching for a recipient keeps only their emails in the list
    Given I am on the inbox
    When I type "alice" into the "Search..." field
    Then I should see "Your password reset code"
    And I should see "Welcome to Lantern, Alice"
    And I should not see "Order #1042 confirmed"
    And I should not see "Weekly report: 3 new sign-ups"

  Scenario: Switching the order email to its headers view
    Given I am on the inbox
    When I click "Order #1042 confirmed"
    And I click "HTML"
    And I click "Headers"
    Then I should see "multipart/mixed"
    And I should see "seed-2@stepwright.local"
    And I should not see "Thanks for your order, Bob"

  Scenario: The password reset email shows the code and its expiry
    Given I open "/"
    When I click "Your password reset code"
    Then I should see "Use this code to reset your password: 482913"
    And I should see "It expires in 15 minutes."
    And I should see "security@lanternapp.test"
