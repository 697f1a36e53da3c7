# style: CodeceptJS as Gherkin
Feature: Switching between the views of an email
  The message pane can show the HTML body, the plain text, and the raw headers.

  Scenario: Show the plain text part of an HTML email
    Given I am on page "/"
    When I click "Order #1042 confirmed"
    And I click "HTML"
    And I click "Text"
    Then I see "Thanks for your order, Bob."
    And I see "Jasmine Pearls 25 g 5.50 USD"
    And I don't see "Price"

  Scenario: Show the headers of the password reset email
    Given I am on page "/"
    When I click "Your password reset code"
    And I click "HTML"
    And I click "Headers"
    Then I see "mime-version"
    And I see "alice@example.test"

  Scenario: Search the inbox by recipient
    Given I am on page "/"
    When I fill field "Search...", "bob@"
    Then I see "Order #1042 confirmed"
    And I don't see "Your password reset code"
    When I fill field "Search...", ""
    Then I see "Your password reset code"

  Scenario: Preview an email at a phone screen width
    Given I am on page "/"
    When I click "Order #1042 confirmed"
    And I click "100%"
    Then I see "1440px"
    When I click "375px"
    Then I don't see "1440px"
    And I see "Thanks for your order, Bob"
