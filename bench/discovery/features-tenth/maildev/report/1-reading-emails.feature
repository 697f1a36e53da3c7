# style: third person
Feature: Reading caught emails
  Developers open the emails their app sent and check what the customer would see.

  Scenario: The developer reads an order confirmation
    Given the developer is on the inbox page "/"
    When the developer opens the email "Order #1042 confirmed"
    Then the developer should see that it was sent from "orders@teashop.test"
    And the developer should see "accounts@example.test" in the Cc line
    And the message body should say "Thanks for your order, Bob"
    And the order table in the message should show "5.50 USD" for "Jasmine Pearls 25 g"

  Scenario: The developer narrows the inbox down with a search
    Given the developer is on the inbox page "/"
    When the developer searches the inbox for "alice"
    Then the inbox should list "Your password reset code" and "Welcome to Lantern, Alice"
    And the inbox should not list "Order #1042 confirmed"
    When the developer clears the search box
    Then the inbox should list "Order #1042 confirmed" and "Weekly report: 3 new sign-ups"

  Scenario: The developer checks the headers of the password reset email
    Given the developer is on the inbox page "/"
    When the developer opens the email "Your password reset code"
    Then the message body should say "482913"
    When the developer switches the view from "HTML" to "Headers"
    Then the developer should see the header "from" with the value "security@lanternapp.test"
    And the developer should see the header "subject" with the value "Your password reset code"

  Scenario: The developer looks at the source of a plain-text email
    Given the developer is on the inbox page "/"
    When the developer opens the email "Weekly report: 3 new sign-ups"
    Then the view switcher should show "Text"
    And the developer should see "Active users: 41"
    When the developer switches the view from "Text" to "Source"
    Then the developer should see "Content-Type: text/plain; charset=utf-8"
    And the developer should see "Message-ID: <seed-3@stepwright.local>"
