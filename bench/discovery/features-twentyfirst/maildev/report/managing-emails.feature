# style: first person
Feature: Managing emails in the MailDev inbox
  As a developer who receives test emails from my application
  I want to switch between the views of an email and clean up the inbox
  So that I only keep the emails I still need to check

  Scenario: A plain-text email says that it has no HTML part
    Given I am on "/"
    When I click "Weekly report: 3 new sign-ups"
    Then I should see "Active users: 41"
    And I should see "(This email has no HTML part.)"
    And I should see "reports@lanternapp.test"
    And I should not see "Thanks for your order, Bob"

  Scenario: Switching the password reset email from HTML to its text version
    Given I am on "/"
    When I click "Your password reset code"
    Then I should see "Use this code to reset your password: 482913"
    When I click "HTML"
    And I click "Text"
    Then I should see "Your code is 482913."
    And I should not see "Use this code to reset your password"

  Scenario: Deleting the welcome email removes it from the inbox
    Given I am on "/"
    When I click "Welcome to Lantern, Alice"
    Then I should see "Welcome aboard, Alice!"
    When I press "Delete"
    Then I should not see "Welcome to Lantern, Alice"
    And I should not see "Welcome aboard, Alice!"
    And I should see "Order #1042 confirmed"

  Scenario: Clicking the MailDev logo closes the open email
    Given I am on "/"
    When I click "Order #1042 confirmed"
    Then I should see "Thanks for your order, Bob"
    When I click "MailDev"
    Then I should see "Now receiving all emails on port"
    And I should not see "Thanks for your order, Bob"
    And I should not see "Cc:"
