# style: imperative, punctuated
Feature: An email without HTML part

  Scenario: Open the weekly report, which only has a text part.
    * Open the page "/".
    * Click on the email "Weekly report: 3 new sign-ups".
    * "reports@lanternapp.test" should be displayed.
    * "New sign-ups: 3" should be displayed.
    * "Open support tickets: 2" should be displayed.
    * "(This email has no HTML part.)" should be displayed.

  Scenario: Mark every email as read.
    * Open the page "/".
    * "(+4)" should be displayed next to "MailDev".
    * Click on the "Mark all emails as read" button.
    * "(+4)" should not be displayed.
    * "Order #1042 confirmed" should still be displayed.
