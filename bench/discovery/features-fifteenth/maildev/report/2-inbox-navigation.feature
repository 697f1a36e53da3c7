# style: CodeceptJS as Gherkin
Feature: Moving around the inbox
  Switching between emails, filtering the list and looking at the parts of an email.

  Scenario: Switch from one email to another
    Given I am on page "/"
    When I click "Order #1042 confirmed"
    Then I see "Sencha 50 g"
    When I click "Your password reset code"
    Then I see "482913"
    And I don't see "Sencha 50 g"

  Scenario: Filter the list by a recipient and clear the filter
    Given I am on page "/"
    When I fill field "Search...", "bob"
    Then I see "Order #1042 confirmed"
    And I don't see "Weekly report: 3 new sign-ups"
    And I see in field "Search...", "bob"
    When I fill field "Search...", ""
    Then I see "Weekly report: 3 new sign-ups"

  Scenario: Open the welcome email
    Given I am on page "/"
    When I click "Welcome to Lantern, Alice"
    Then I see "Welcome aboard, Alice!"
    And I see "hello@lanternapp.test"
    And I see "Confirm your address"
    And I don't see "Your invoice is attached."
    And I see in current url "/email/"

  Scenario: Look at the view menu of an email
    Given I am on page "/"
    When I click "Order #1042 confirmed"
    And I click "HTML"
    Then I see "Attachments"
    And I see "Headers"
    And I see element "Download"
