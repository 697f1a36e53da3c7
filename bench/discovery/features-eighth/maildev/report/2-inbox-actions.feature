# style: Behat MinkContext
Feature: Acting on emails in the inbox
  The inbox is server state: only the deletion scenario touches the
  "Welcome to Lantern, Alice" email, and no other scenario relies on it.

  Scenario: Deleting an email removes it from the inbox
    Given I am on "/"
    When I follow "Welcome to Lantern, Alice"
    Then the url should match "email"
    And I should see "hello@lanternapp.test" in the ".email-meta" element
    When I follow "Delete"
    Then I should not see "Welcome to Lantern, Alice"
    And I should not see "hello@lanternapp.test"

  Scenario: The reset code email shows the code and its raw source
    Given I am on "/"
    When I follow "Your password reset code"
    Then I should see "security@lanternapp.test" in the ".email-meta" element
    And I should see "482913"
    When I follow "HTML"
    And I follow "Source"
    Then I should see "Message-ID: <seed-1@stepwright.local>"
    And I should see "Content-Type: multipart/alternative"

  Scenario: Searching by recipient narrows the email list
    Given I am on "/"
    When I fill in "Search..." with "bob"
    Then I should see 1 "ul.email-list li" elements
    And I should see "Order #1042 confirmed" in the ".email-list" element
    When I fill in "Search..." with "nobody-sends-this"
    Then I should see 0 "ul.email-list li" elements

  Scenario: Marking all emails as read clears the unread markers
    Given I am on "/"
    Then I should see "Order #1042 confirmed" in the ".email-list" element
    When I follow "Mark all emails as read"
    Then I should see 0 "ul.email-list li.unread" elements
    And I should not see "(+" in the ".brand-unread" element
