# style: Behat MinkContext
Feature: Reading caught emails in the web inbox
  As a developer checking the emails my application sends
  I want to open a caught email and look at its body, its headers and the inbox search
  So that I can confirm each email says what it should to the right people

  Scenario: Opening an HTML email shows its sender, copy address and body
    Given I am on "/"
    When I follow "Order #1042 confirmed"
    Then I should see "Thanks for your order, Bob"
    And I should see "Jasmine Pearls 25 g"
    And I should see "orders@teashop.test"
    And I should see "accounts@example.test"
    And the url should match "/email/"
    And I should not see "Now receiving all emails on port"

  Scenario: An email without an HTML part is shown as plain text
    Given I am on "/"
    When I follow "Weekly report: 3 new sign-ups"
    Then I should see "Active users: 41"
    And I should see "(This email has no HTML part.)"
    And I should see "reports@lanternapp.test"
    And I should not see "Cc:"

  Scenario: Searching by recipient narrows the inbox list
    Given I am on "/"
    When I fill in "Search..." with "bob@example"
    Then I should see "Order #1042 confirmed"
    And I should not see "Weekly report: 3 new sign-ups"
    And I should not see "Your password reset code"
    When I fill in "Search..." with ""
    Then I should see "Weekly report: 3 new sign-ups"
    And I should see "Your password reset code"

  Scenario: The headers view lists the raw message headers instead of the body
    Given I am on "/"
    When I follow "Your password reset code"
    And I follow "HTML"
    And I follow "Headers"
    Then I should see "<seed-1@stepwright.local>"
    And I should see "multipart/alternative"
    And I should not see "Use this code to reset your password"
