# style: first person
@android
Feature: Delivery details
  The profile form has fields known only by their hints, a newsletter checkbox and a delivery date
  picked from a calendar.

  Scenario: Fill in my delivery details
    Given I open "kettle://profile"
    When I type "Ada Lovelace" into the "Full name" field
    And I type "ada@example" into the "Email" field
    And I tap the "Save profile" button
    Then I should see "Enter a valid email address"
    When I type "ada@example.com" into the "Email" field
    And I type "12 Tea Lane" into the "Street address" field
    And I type "Bristol" into the "City" field
    And I type "BS1 4DJ" into the "Postcode" field
    And I tick the "Email me about new teas" checkbox
    And I tap the "Save profile" button
    Then I should see "Profile saved"
    And I should not see "Enter a valid email address"
    And the "Email" field should contain "ada@example.com"

  Scenario: Pick a delivery date next month
    Given I open "kettle://profile"
    When I tap the "Delivery date" field
    Then I should see "November 2026"
    When I tap "Next month"
    And I tap "15 December 2026"
    And I tap "OK"
    Then the "Delivery date" field should contain "15 December 2026"
