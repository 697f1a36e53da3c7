# style: cucumber-rails
Feature: Reading caught emails
  In order to check what my application sent
  As a developer
  I want to open each caught email and read its headers and body

  Scenario: Opening the order confirmation
    Given I am on the "/" page
    When I follow "Order #1042 confirmed"
    Then I should see "orders@teashop.test" within the email header
    And I should see "bob@example.test" within the email header
    And I should see "accounts@example.test" within the email header
    And I should see "Thanks for your order, Bob" within the email body

  Scenario: The order confirmation lists the items and the total
    Given I am on the "/" page
    When I follow "Order #1042 confirmed"
    Then I should see "Sencha 50 g" within the email body
    And I should see "Jasmine Pearls 25 g" within the email body
    And I should see "5.50 USD" within the email body
    And I should see "Total: 10.00 USD" within the email body

  Scenario: Reading the password reset code
    Given I am on the "/" page
    When I follow "Your password reset code"
    Then I should see "security@lanternapp.test" within the email header
    And I should see "482913" within the email body
    And I should see "It expires in 15 minutes." within the email body

  Scenario: A plain-text email is shown as text
    Given I am on the "/" page
    When I follow "Weekly report: 3 new sign-ups"
    Then I should see "reports@lanternapp.test" within the email header
    And I should see "Active users: 41"
    And I should see "Open support tickets: 2"

  Scenario: The welcome email has a confirmation link
    Given I am on the "/" page
    When I follow "Welcome to Lantern, Alice"
    Then I should see "Welcome aboard, Alice!" within the email body
    And I should see a link "Confirm your address" within the email body
    And I should see "hello@lanternapp.test" within the email header

  Scenario: Switching from one email to another
    Given I am on the "/" page
    When I follow "Order #1042 confirmed"
    Then I should see "orders@teashop.test" within the email header
    When I follow "Welcome to Lantern, Alice"
    Then I should see "hello@lanternapp.test" within the email header
    And I should not see "orders@teashop.test" within the email header
    And I should not see "Thanks for your order, Bob"
