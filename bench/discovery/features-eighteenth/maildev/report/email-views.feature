# style: third person
Feature: Viewing emails in different formats
  As a developer checking outgoing mail
  The user wants to see plain-text emails, the text version of HTML emails and a filtered inbox
  So that every part of a message can be reviewed

  Scenario: A plain-text email is shown as text
    Given the user is on the inbox
    When the user clicks "Weekly report: 3 new sign-ups"
    Then the user sees "New sign-ups: 3"
    And the user sees "Active users: 41"
    And the user sees "Open support tickets: 2"
    And the page shows "(This email has no HTML part.)"

  Scenario: The order email can be read as plain text
    Given the user is on the inbox
    When the user clicks "Order #1042 confirmed"
    And the user clicks "HTML"
    And the user clicks "Text"
    Then the user sees "Thanks for your order, Bob."
    And the user sees "Sencha 50 g 4.50 USD"
    And the user should not see "Item Price"

  Scenario: Searching for something nobody sent empties the list
    Given the user is on the inbox
    When the user enters "zzz" in the "Search..." field
    Then the user should not see "Order #1042 confirmed"
    And the user should not see "Welcome to Lantern, Alice"
    And the user should not see "Your password reset code"
    And the page shows "You are running MailDev 2.2.1"

  Scenario: The welcome email greets the new user
    Given the user is on the inbox
    When the user clicks "Welcome to Lantern, Alice"
    Then the user sees "Welcome aboard, Alice!"
    And the user sees "Thanks for signing up for Lantern."
    And the user sees "hello@lanternapp.test"
    And the user should not see "482913"
