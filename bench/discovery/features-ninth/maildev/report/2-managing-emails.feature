# style: CodeceptJS as Gherkin
Feature: Inspecting and cleaning up caught emails
  In order to debug the emails my app sends
  As a developer
  I want to switch between the views of an email, search for it and delete it

  Scenario: Read the password reset code and its headers
    Given I am on page "/"
    When I click "Your password reset code"
    Then I see "security@lanternapp.test"
    And I see "482913"
    When I click "HTML"
    And I click "Headers"
    Then I see "message-id"
    And I see "<seed-1@stepwright.local>"
    And I don't see "It expires in 15 minutes."

  Scenario: Delete the welcome email
    Given I am on page "/"
    When I click "Welcome to Lantern, Alice"
    Then I see "hello@lanternapp.test"
    And I see "Welcome aboard, Alice!"
    When I click "Delete"
    Then I don't see "Welcome to Lantern, Alice"
    And I see "Your password reset code"

  Scenario: List the attachment of the order confirmation
    Given I am on page "/"
    When I click "Order #1042 confirmed"
    Then I see "Jasmine Pearls 25 g"
    When I click "HTML"
    And I click "Attachments"
    Then I see "b0e57cc202f054795d98a08158ad499d.txt"
    And I don't see "Thanks for your order, Bob"

  Scenario: Find an email by the code in its body and switch to the dark theme
    Given I am on page "/"
    When I fill field "Search...", "482913"
    Then I see "Your password reset code"
    And I don't see "Order #1042 confirmed"
    When I clear field "Search..."
    Then I see "Order #1042 confirmed"
    When I click "Toggle between light and dark theme"
    Then I see element "body.dark-theme"
