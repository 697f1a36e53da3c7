@android
Feature: Order tea on Android
  The order form has text fields, a tea spinner and a gift-wrap switch; placing the order asks for
  confirmation in a dialog and ends with a toast.

  Scenario: Place an order
    Given I open "com.example.teashop/.ui.CatalogActivity"
    When I tap "New order"
    Then the "Place order" button should be disabled
    When I type "Ada Lovelace" into the "Name" field
    And I type "ada@example.com" into the "Email" field
    And I select "Matcha" from the "Tea" dropdown
    And I turn on the "Gift wrap" switch
    Then the "Gift wrap" switch should be on
    And the "Name" field should contain "Ada Lovelace"
    And the "Place order" button should be enabled
    When I tap the "Place order" button
    Then I should see "Matcha for Ada Lovelace, gift wrapped"
    When I tap "Confirm"
    Then I should see "Order placed for Ada Lovelace"
    And the title should be "Tea Shop"

  Scenario: Change my mind in the confirmation dialog
    Given I open "com.example.teashop/.ui.OrderActivity"
    When I type "Grace Hopper" into the "Name" field
    And I type "grace@example.com" into the "Email" field
    And I tap the "Place order" button
    And I tap "Cancel"
    Then the title should be "New order"
    And the "Name" field should contain "Grace Hopper"
