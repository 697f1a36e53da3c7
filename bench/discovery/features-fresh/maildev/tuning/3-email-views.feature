# style: Behat MinkContext
Feature: Looking at an email's text, headers and source
  In order to check exactly what my application sends
  As a developer
  I need to switch an opened email between its views

  Scenario: Show the plain-text part of the order email
    Given I am on "/"
    When I follow "Order #1042 confirmed"
    And I follow "HTML"
    And I follow "Text"
    Then I should see "Thanks for your order, Bob."
    And I should see "Jasmine Pearls 25 g 5.50 USD"
    And I should see "Your invoice is attached."

  Scenario: Show the headers of the order email
    Given I am on "/"
    When I follow "Order #1042 confirmed"
    And I follow "HTML"
    And I follow "Headers"
    Then I should see "message-id"
    And I should see "<seed-2@stepwright.local>"
    And I should see "multipart/mixed"
    And I should see "mime-version"

  Scenario: Show the raw source of the password reset email
    Given I am on "/"
    When I follow "Your password reset code"
    And I follow "HTML"
    And I follow "Source"
    Then I should see "Subject: Your password reset code"
    And I should see "From: security@lanternapp.test"
