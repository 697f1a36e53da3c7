# style: imperative punctuated
Feature: Inbox tools
  The toolbar and email views help testers check attachments, layouts and unread mail.

  Scenario: Check the attachment of the order email
    Given open the page "/".
    When click on the email "Order #1042 confirmed".
    Then "Your invoice is attached." should be displayed in the email body.
    When choose "Attachments" from the "HTML" menu.
    Then an attachment ending in ".txt" should be listed.
    And "Thanks for your order, Bob" should not be displayed.

  Scenario: Preview the welcome email at phone width
    Given open the page "/".
    When click on the email "Welcome to Lantern, Alice".
    Then the email preview should be wider than 768 pixels.
    When choose "375px" from the "100%" menu.
    Then the email preview should be 375 pixels wide.
    When choose "768px" from the "100%" menu.
    Then the email preview should be 768 pixels wide.

  Scenario: Mark every email as read
    Given open the page "/".
    When click on the "Mark all emails as read" button.
    Then no unread counter should be displayed next to "MailDev".
    When click on the email "Your password reset code".
    Then "482913" should be displayed in the email body.

  Scenario: Search by something only in the body
    Given open the page "/".
    When type "Jasmine" into the "Search..." field.
    Then only the email "Order #1042 confirmed" should be listed.
    When click on the email "Order #1042 confirmed".
    And choose "Text" from the "HTML" menu.
    Then "Sencha 50 g" should be displayed.
    And "Total: 10.00 USD" should be displayed.
