# style: cucumber-rails web_steps
Feature: Email views and deleting
  As a developer I want to inspect a caught email in its different views
  so that I can check what my application really sent.

  Scenario: Reading the password reset code
    Given I am on "/"
    When I follow "Your password reset code"
    Then I should see "security@lanternapp.test"
    And I should see "482913"
    And I should see "It expires in 15 minutes."

  Scenario: Switching the order email to its text version and to its headers
    Given I am on "/"
    When I follow "Order #1042 confirmed"
    And I follow "HTML"
    And I follow "Text"
    Then I should see "Thanks for your order, Bob."
    When I follow "Text"
    And I follow "Headers"
    Then I should see "message-id"
    And I should see "<seed-2@stepwright.local>"

  Scenario: Viewing the raw source of the order email
    Given I am on "/"
    When I follow "Order #1042 confirmed"
    And I follow "HTML"
    Then I should see "Source (1.38 KB)"
    When I follow "Source (1.38 KB)"
    Then I should see "Subject: Order #1042 confirmed"
    And I should see "Message-ID: <seed-2@stepwright.local>"
    And I should see "invoice-1042.txt"

  Scenario: Deleting the welcome email
    Given I am on "/"
    When I follow "Welcome to Lantern, Alice"
    Then I should see "hello@lanternapp.test"
    When I follow "Delete"
    Then I should not see "Welcome to Lantern, Alice"
    And I should see "Your password reset code"
