# style: imperative, punctuated
Feature: Managing the MailDev inbox
  These scenarios change the inbox on the server (emails get marked as read
  and one is deleted), so they run in order on a freshly seeded inbox.

  Scenario: Filter the inbox with the search box
    Open the page "/".
    Type "alice" into the "Search..." box.
    "Your password reset code" should be displayed.
    "Welcome to Lantern, Alice" should be displayed.
    "Weekly report: 3 new sign-ups" should not be displayed.
    Clear the "Search..." box.
    "Weekly report: 3 new sign-ups" should be displayed.

  Scenario: Mark every email as read
    Open the page "/".
    Click on the "Mark all emails as read" button (the double tick at the top of the email list).
    The header should read "MailDev 4" with no unread count in brackets.

  Scenario: Delete an email
    Open the page "/".
    Click on "Order #1042 confirmed".
    "orders@teashop.test" should be displayed.
    Click on the "Delete" button.
    "Order #1042 confirmed" should not be displayed.
    The header should read "MailDev 3".

  Scenario: Open the additional configuration
    Open the page "/".
    "Browser notifications" should not be displayed.
    Click on the "Additional configuration" button (the gear icon).
    "Browser notifications" should be displayed.
    "Open new mail" should be displayed.
