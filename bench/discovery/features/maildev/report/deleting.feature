# style: third person
Feature: Cleaning up the inbox
  A developer throws away emails once they have been checked.

  Scenario: The developer deletes a single email
    Given the developer is on "/"
    And the developer opens the email "Order #1042 confirmed"
    When the developer clicks "Delete" in the toolbar
    Then the inbox no longer lists "Order #1042 confirmed"
    And the inbox still lists "Weekly report: 3 new sign-ups"
    And the inbox still lists "Welcome to Lantern, Alice"

  Scenario: The developer empties the whole inbox
    Given the developer is on "/"
    When the developer clicks the "Delete all emails" button at the top of the inbox
    And the developer clicks the "Delete all emails" button again to confirm
    Then the developer sees "No emails"
    And the developer does not see "Your password reset code"
