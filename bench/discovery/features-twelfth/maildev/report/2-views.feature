# style: imperative punctuated
Feature: Switching the views of an email in MailDev
  Each caught email can be looked at as HTML, plain text or raw source.

  Scenario: Read a plain-text only email
    Given Open the page "/".
    When Click on the "Weekly report: 3 new sign-ups" link.
    Then "reports@lanternapp.test" should be displayed.
    And "New sign-ups: 3" should be displayed.
    And "Open support tickets: 2" should be displayed.

  Scenario: Open the password reset email and read the code
    Given Open the page "/".
    When Click on the "Your password reset code" link.
    Then "security@lanternapp.test" should be displayed.
    And "Use this code to reset your password: 482913" should be displayed.
    And "It expires in 15 minutes." should be displayed.

  Scenario: Switch an HTML email to its plain text view
    Given Open the page "/".
    When Click on the "Order #1042 confirmed" link.
    Then "Thanks for your order, Bob." should not be displayed.
    When Click on the "HTML" link.
    And Click on the "Text" link.
    Then "Thanks for your order, Bob." should be displayed.
    And "Jasmine Pearls 25 g 5.50 USD" should be displayed.

  Scenario: Look at the raw source of an email
    Given Open the page "/".
    When Click on the "Your password reset code" link.
    And Click on the "HTML" link.
    Then "Headers" should be displayed.
    When Click on the "Source (815 bytes)" link.
    Then "Subject: Your password reset code" should be displayed.
    And "From: security@lanternapp.test" should be displayed.
