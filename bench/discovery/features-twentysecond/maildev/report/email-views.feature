# style: CodeceptJS as Gherkin
Feature: Switching between the views of an email
  As a developer debugging outgoing mail
  I want to look at an email's headers, raw source and inbox settings
  So that I can see exactly what my application sent

  Scenario: The headers view lists the raw header fields of the order email
    Given I am on page "/"
    When I click "Order #1042 confirmed"
    And I click "HTML"
    And I click "Headers"
    Then I see "message-id"
    And I see "multipart/mixed"
    And I don't see "Jasmine Pearls 25 g"
    And I see in current url "#/email/"

  Scenario: The source view shows the encoded parts of the reset email
    Given I am on page "/"
    When I click "Your password reset code"
    Then I see "482913"
    When I click "HTML"
    And I click "Source"
    Then I see "Content-Transfer-Encoding: base64"
    And I see "Subject: Your password reset code"
    And I don't see "It expires in 15 minutes."

  Scenario: The inbox settings can switch on opening new mail
    Given I am on page "/"
    When I click "Additional configuration"
    Then I see "Browser notifications"
    And I don't see checkbox is checked "Open new mail"
    When I check option "Open new mail"
    Then I see checkbox is checked "Open new mail"
    And I don't see checkbox is checked "Browser notifications"

  Scenario: A search that matches only the team report hides the other emails
    Given I am on page "/"
    When I fill field "Search...", "team@example"
    Then I see "Weekly report: 3 new sign-ups"
    And I don't see "Your password reset code"
    And I see in field "Search...", "team@example"
    When I click "Weekly report: 3 new sign-ups"
    Then I see "Active users: 41"
