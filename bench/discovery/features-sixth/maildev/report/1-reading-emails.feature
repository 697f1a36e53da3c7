# style: first person
Feature: Reading caught emails
  As a developer I check the emails my application sent by opening them
  in MailDev and looking at their HTML body, plain text and headers.

  Scenario: I read the order confirmation
    Given I open the inbox at "/"
    When I click the email "Order #1042 confirmed" in the list
    Then I should see "Order #1042 confirmed" as the subject of the open email
    And I should see "orders@teashop.test" next to "From:"
    And I should see "accounts@example.test" next to "Cc:"
    And the email body should say "Thanks for your order, Bob"
    And the email body should say "Total: 10.00 USD"

  Scenario: I look at the plain text and the headers of the order confirmation
    Given I open the inbox at "/"
    When I click the email "Order #1042 confirmed" in the list
    And I choose "Text" from the view menu above the email
    Then I should see "Thanks for your order, Bob."
    And the view menu should say "Text"
    When I choose "Headers" from the view menu above the email
    Then I should see "<seed-2@stepwright.local>" in the row for "message-id"
    And I should see "multipart/mixed" in the row for "content-type"

  Scenario: I search the inbox for a word from an email body
    Given I open the inbox at "/"
    When I type "Jasmine" into the search box
    Then the email list should have 1 email
    And I should see "Order #1042 confirmed" in the email list
    When I clear the search box
    Then I should see "Weekly report: 3 new sign-ups" in the email list
    And I should see "Welcome to Lantern, Alice" in the email list

  Scenario: I read a plain-text report and then move on to another email
    Given I open the inbox at "/"
    When I click the email "Weekly report: 3 new sign-ups" in the list
    Then I should see "Active users: 41"
    And I should see "(This email has no HTML part.)"
    And the view menu should say "Text"
    When I click the email "Welcome to Lantern, Alice" in the list
    Then the email body should say "Welcome aboard, Alice!"
    And the view menu should say "HTML"
