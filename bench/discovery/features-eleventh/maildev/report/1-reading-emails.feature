# style: third person
Feature: Reading emails - the developer opens caught emails and looks at their body, text and headers

  Scenario: The developer reads an order confirmation
    Given the developer has the inbox open at "/"
    When the developer opens the email "Order #1042 confirmed"
    Then the developer sees that it was sent from "orders@teashop.test"
    And the developer sees that "accounts@example.test" was copied in
    And the email body says "Thanks for your order, Bob"
    And the email body lists "Jasmine Pearls 25 g" at "5.50 USD"

  Scenario: The developer switches an HTML email to its plain text version
    Given the developer has the inbox open at "/"
    When the developer opens the email "Order #1042 confirmed"
    Then the developer sees the view menu set to "HTML"
    When the developer picks "Text" from the view menu
    Then the developer sees "Thanks for your order, Bob."
    And the developer sees "Total: 10.00 USD"

  Scenario: The developer reads an email that has no HTML part
    Given the developer has the inbox open at "/"
    When the developer opens the email "Weekly report: 3 new sign-ups"
    Then the developer sees that it was sent from "reports@lanternapp.test"
    And the developer sees "New sign-ups: 3"
    And the developer sees "Active users: 41"
    And the developer is told "(This email has no HTML part.)"

  Scenario: The developer checks the raw headers of the welcome email
    Given the developer has the inbox open at "/"
    When the developer opens the email "Welcome to Lantern, Alice"
    Then the email body says "Welcome aboard, Alice!"
    When the developer picks "Headers" from the view menu
    Then the developer sees the header "subject" with "Welcome to Lantern, Alice"
    And the developer sees the header "from" with "hello@lanternapp.test"
    And the developer sees the header "mime-version" with "1.0"
