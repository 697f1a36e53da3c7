# style: third person
Feature: Managing the inbox
  The developer keeps the inbox tidy with the icon buttons next to the
  MailDev logo: "Mark all emails as read", "Delete all emails" and
  "Additional configuration".

  Scenario: Opening an email lowers the unread count
    Given the developer is on the inbox page "/"
    And the email counter next to the logo shows "4 (+4)"
    When the developer opens the email "Order #1042 confirmed"
    Then the email counter shows "4 (+3)"
    And the developer sees "Thanks for your order, Bob"

  Scenario: Marking every email as read
    Given the developer is on the inbox page "/"
    When the developer clicks the "Mark all emails as read" button
    Then the email counter next to the logo shows "4"
    And the email counter no longer shows an unread count in brackets

  Scenario: Deleting a single email
    Given the developer is on the inbox page "/"
    When the developer opens the email "Your password reset code"
    Then the developer sees "482913"
    When the developer clicks "Delete" in the top bar
    Then the list no longer contains "Your password reset code"
    And the email counter next to the logo shows "3"
    And the list still contains "Order #1042 confirmed"

  Scenario: Looking at the additional configuration
    Given the developer is on the inbox page "/"
    When the developer clicks the "Additional configuration" button
    Then the developer sees the "Browser notifications" switch
    And the developer sees the "Open new mail" switch
    And the "Open new mail" switch is off

  Scenario: Turning on "Open new mail"
    Given the developer is on the inbox page "/"
    When the developer clicks the "Additional configuration" button
    And the developer turns on the "Open new mail" switch
    Then the "Open new mail" switch is on

  Scenario: Emptying the inbox with a double click on the trash icon
    Given the developer is on the inbox page "/"
    When the developer clicks the "Delete all emails" button twice in quick succession
    Then the developer sees "No emails"
    And the list no longer contains "Weekly report: 3 new sign-ups"
    And the list no longer contains "Order #1042 confirmed"
