# style: first person
@android
Feature: My profile and delivery details
  I keep my delivery details in the Profile tab so my tea reaches me.

  Scenario: I fill in my delivery details and save them
    Given I open "kettle://profile"
    Then I should see "Delivery details"
    When I type "Ada Lovelace" into the first text field
    Then the "Full name" field should contain "Ada Lovelace"
    When I tap the "Delivery date" field
    Then I should see a calendar showing "November 2026"
    When I pick "28" in the calendar
    Then I should see "Sat, Nov 28"
    When I click "OK"
    Then the "Delivery date" field should contain "28 November 2026"
    When I tick the "Email me about new teas" checkbox
    Then the "Email me about new teas" checkbox should be ticked
    When I click the "Save profile" button
    Then I should see "Profile saved"

  Scenario: I am told when my email address is not valid
    Given I open "kettle://profile"
    When I type "ada@" into the "Email" field
    Then the "Email" field should contain "ada@"
    When I click the "Save profile" button
    Then I should see "Enter a valid email address"
    And I should not see "Profile saved"
    When I type "ada@example.com" into the "Email" field
    Then the "Email" field should contain "ada@example.com"
    When I click the "Save profile" button
    Then I should see "Profile saved"
    And I should not see "Enter a valid email address"

  Scenario: My saved name is still there after I restart the app
    Given I open "kettle://profile"
    When I type "Grace Hopper" into the "Full name" field
    Then the "Full name" field should contain "Grace Hopper"
    When I click "Save profile"
    Then I should see "Profile saved"
    When I restart the app
    Then I should see "Updated 3 hours ago"
    When I tap "Profile" in the bottom navigation
    Then the "Full name" field should contain "Grace Hopper"
