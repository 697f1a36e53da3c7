# style: third person
Feature: Searching the inbox
  A developer with many caught emails narrows the list down with the search box above it.

  Scenario: The developer filters the inbox by recipient
    Given the developer is on "/"
    When she types "alice" into the search box
    Then she sees "Your password reset code"
    And she sees "Welcome to Lantern, Alice"
    But she no longer sees "Order #1042 confirmed"
    And she no longer sees "Weekly report: 3 new sign-ups"

  Scenario: The developer finds an email by a word from its body
    Given the developer is on "/"
    When he types "482913" into the "Search..." box
    Then he sees "Your password reset code" in the email list
    And he does not see "Welcome to Lantern, Alice"
    When he opens the email "Your password reset code"
    Then he sees "It expires in 15 minutes."

  Scenario: A search without matches empties the list until it is cleared
    Given the developer is on "/"
    When she types "refund" into the search box
    Then she does not see "Order #1042 confirmed"
    And she does not see "Welcome to Lantern, Alice"
    When she clears the search box
    Then she sees "Order #1042 confirmed" again
    And she sees "Welcome to Lantern, Alice"
