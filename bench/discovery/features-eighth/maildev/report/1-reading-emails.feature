# style: first person
Feature: Reading caught emails
  As a developer I open the emails my application sent and check their
  content in the different views MailDev offers. The inbox is server state:
  these scenarios only read emails (none of them deletes one).

  Scenario: The order confirmation shows its headers and its HTML body
    Given I open the inbox at "/"
    When I click the email "Order #1042 confirmed" in the email list
    Then I should see the sender "orders@teashop.test" in the email header
    And I should see the Cc address "accounts@example.test" in the email header
    And I should see "Thanks for your order, Bob" in the email body
    And I should see "Total: 10.00 USD" in the email body

  Scenario: Switching the order confirmation to the plain-text and header views
    Given I open the inbox at "/"
    When I click the email "Order #1042 confirmed" in the email list
    And I click the "HTML" view menu in the top toolbar and choose "Text"
    Then I should see "Thanks for your order, Bob."
    And I should see "Your invoice is attached."
    When I click the "Text" view menu in the top toolbar and choose "Headers"
    Then I should see "message-id <seed-2@stepwright.local>"
    And I should see "subject Order #1042 confirmed"

  Scenario: An email without an HTML part opens in the text view
    Given I open the inbox at "/"
    When I click the email "Weekly report: 3 new sign-ups" in the email list
    Then I should see "Active users: 41"
    And I should see "(This email has no HTML part.)"
    When I click the "Text" view menu in the top toolbar and choose "Headers"
    Then I should see "content-type text/plain; charset=utf-8"
    And I should not see "Active users: 41"

  Scenario: Filtering the inbox with the search box and clearing it again
    Given I open the inbox at "/"
    When I type "alice" into the "Search..." box above the email list
    Then I should see "Your password reset code" in the email list
    And I should not see "Order #1042 confirmed"
    And I should not see "Weekly report: 3 new sign-ups"
    When I clear the "Search..." box
    Then I should see "Order #1042 confirmed" in the email list
    And I should see "Weekly report: 3 new sign-ups" in the email list
