# style: first person
Feature: Reading emails caught by MailDev
  As a developer testing the emails my application sends
  I want to open a caught email and look at it in different views
  So that I can check its content, headers and attachments before release

  Scenario: Opening the order confirmation shows its HTML body and recipients
    Given I am on "/"
    When I click "Order #1042 confirmed"
    Then I should see "Thanks for your order, Bob"
    And I should see "Jasmine Pearls 25 g"
    And I should see "Total: 10.00 USD"
    And I should see "accounts@example.test"
    And I should not see "Active users: 41"

  Scenario: A plain-text email says it has no HTML part
    Given I am on "/"
    When I click "Weekly report: 3 new sign-ups"
    Then I should see "reports@lanternapp.test"
    And I should see "Open support tickets: 2"
    And I should see "(This email has no HTML part.)"
    And I should not see "Thanks for your order, Bob"

  Scenario: Switching the welcome email to the headers view
    Given I am on "/"
    When I click "Welcome to Lantern, Alice"
    And I click "HTML"
    And I click "Headers"
    Then I should see "multipart/alternative"
    And I should see "hello@lanternapp.test"
    And I should not see "Source (415 bytes)"

  Scenario: The attachments view of the order lists the attached invoice file
    Given I am on "/"
    When I click "Order #1042 confirmed"
    And I click "HTML"
    Then I should see "Attachments"
    When I click "Attachments"
    Then I should see "b0e57cc202f054795d98a08158ad499d.txt"
    And I should not see "Thanks for your order, Bob"
