# style: imperative, punctuated
Feature: Reading caught emails
  The inbox shows every email the SMTP server caught,
  and opening one shows who it is from and what it says.

  Scenario: The inbox lists all seeded emails, newest first
    * Open the page "/".
    * "4 (+4)" should be displayed next to "MailDev".
    * "Weekly report: 3 new sign-ups" should be displayed.
    * "Order #1042 confirmed" should be displayed.
    * "Your password reset code" should be displayed.
    * "Welcome to Lantern, Alice" should be displayed.
    * "No emails" should not be displayed.

  Scenario: Open the HTML order confirmation
    * Open the page "/".
    * Click on "Order #1042 confirmed".
    * "orders@teashop.test" should be displayed after "From:".
    * "accounts@example.test" should be displayed after "Cc:".
    * "Thanks for your order, Bob" should be displayed in the email body.
    * "Jasmine Pearls 25 g" should be displayed.
    * "Total: 10.00 USD" should be displayed.

  Scenario: Go from a plain-text report to the password reset email
    * Open the page "/".
    * Click on "Weekly report: 3 new sign-ups".
    * "reports@lanternapp.test" should be displayed.
    * "Active users: 41" should be displayed.
    * "(This email has no HTML part.)" should be displayed.
    * Click on "Your password reset code" in the email list.
    * "482913" should be displayed.
    * "Active users: 41" should no longer be displayed.
