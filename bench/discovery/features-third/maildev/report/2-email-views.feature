# style: first person
Feature: Switching between the views of an email
  The view menu in the top bar (it shows "HTML" for an HTML email) lets me
  look at the plain text, the attachments, the headers or the raw source.

  Scenario: I look at the plain-text part of an HTML email
    Given I open the inbox at "/"
    When I click the email "Order #1042 confirmed" in the list
    And I open the "HTML" menu in the top bar and choose "Text"
    Then I should see "Thanks for your order, Bob."
    And I should see "Jasmine Pearls 25 g 5.50 USD"
    And the view menu should read "Text"

  Scenario: I read the headers of the order email
    Given I open the inbox at "/"
    When I click the email "Order #1042 confirmed" in the list
    And I open the "HTML" menu in the top bar and choose "Headers"
    Then I should see "message-id"
    And I should see "<seed-2@stepwright.local>"
    And I should see "multipart/mixed"
    And I should not see "Thanks for your order, Bob"

  Scenario: I read the raw source of the order email
    Given I open the inbox at "/"
    When I click the email "Order #1042 confirmed" in the list
    And I open the "HTML" menu in the top bar and choose "Source (1.38 KB)"
    Then I should see "Content-Transfer-Encoding: base64"
    And I should see "Message-ID: <seed-2@stepwright.local>"
    And the view menu should read "Source"

  Scenario: I go back to the HTML view after reading the headers
    Given I open the inbox at "/"
    When I click the email "Order #1042 confirmed" in the list
    And I open the "HTML" menu in the top bar and choose "Headers"
    Then I should see "mime-version"
    When I open the "Headers" menu in the top bar and choose "HTML"
    Then I should see "Thanks for your order, Bob"
    And I should not see "mime-version"

  Scenario: I see which views a plain-text email does not have
    Given I open the inbox at "/"
    When I click the email "Weekly report: 3 new sign-ups" in the list
    Then the view menu should read "Text"
    When I open the "Text" menu in the top bar
    Then the "HTML" entry of the menu should be disabled
    And the "Attachments" entry of the menu should be disabled
    And I should see "Source (415 bytes)" in the menu

  Scenario: I look at the headers of the plain-text email
    Given I open the inbox at "/"
    When I click the email "Weekly report: 3 new sign-ups" in the list
    And I open the "Text" menu in the top bar and choose "Headers"
    Then I should see "reports@lanternapp.test"
    And I should not see "Active users: 41"
