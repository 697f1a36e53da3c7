# style: third person
Feature: A developer reads the emails that MailDev has caught

  Scenario: The inbox lists the caught emails, newest first
    Given the developer opens the MailDev inbox at "/"
    Then she sees "MailDev" in the top left corner of the sidebar
    And she sees the email "Weekly report: 3 new sign-ups" above "Order #1042 confirmed"
    And she sees "Order #1042 confirmed" above "Your password reset code"
    And the "Order #1042 confirmed" entry shows "To: bob@example.test" and the date "2026-11-18 10:15:00 (+0000)"
    And the main panel says "You are running MailDev 2.2.1"

  Scenario: She opens an order confirmation and reads its HTML body
    Given the developer opens the MailDev inbox at "/"
    When she clicks the email "Order #1042 confirmed" in the list
    Then the header of the email shows the subject "Order #1042 confirmed"
    And it shows "orders@teashop.test" next to "From:" and "accounts@example.test" next to "Cc:"
    And the body shows the heading "Thanks for your order, Bob"
    And the table in the body has a row "Jasmine Pearls 25 g" with the price "5.50 USD"
    And the body ends with "Your invoice is attached."
    And the view switcher in the toolbar reads "HTML"

  Scenario: A text-only email opens in the Text view
    Given the developer opens the MailDev inbox at "/"
    When she clicks the email "Weekly report: 3 new sign-ups" in the list
    Then the view switcher in the toolbar reads "Text" instead of "HTML"
    And she sees "New sign-ups: 3" and "Open support tickets: 2" in the message
    And she sees "(This email has no HTML part.)"
    When she opens the view switcher
    Then the "HTML" choice in the menu is greyed out

  Scenario: She checks the raw headers and the source of an email
    Given the developer opens the MailDev inbox at "/"
    And she has opened the email "Order #1042 confirmed"
    When she opens the view switcher and picks "Headers"
    Then she sees a table of headers with "message-id" set to "<seed-2@stepwright.local>"
    And the header "content-type" starts with "multipart/mixed"
    When she opens the view switcher again and picks "Source"
    Then the source view shows the line "Subject: Order #1042 confirmed"
    And it shows the attachment line 'Content-Disposition: attachment; filename="invoice-1042.txt"'
