# style: Behat MinkContext
@android
Feature: Orders
  The first visit to Orders asks for the notification permission; an order can be cancelled, and
  the cancellation undone from the snackbar.

  Scenario: Cancel an order, then undo it
    Given I am on "kettle://orders"
    When I press "Allow"
    Then I should see "Delivery updates are on"
    When I follow "Order #1042"
    Then I should see "Out for delivery"
    When I press "Cancel order"
    Then I should see "Order #1042 will be refunded to your card."
    When I press "Cancel order" in the dialog
    Then I should see "Order #1042 cancelled"
    And I should see "Cancelled"
    When I press "Undo"
    Then I should see "Out for delivery"

  Scenario: Keep the order after all
    Given I am on "kettle://orders"
    When I press "Don't allow"
    Then I should see "Delivery updates are off"
    When I follow "Order #1042"
    And I press "Cancel order"
    And I press "Keep order"
    Then I should see "Out for delivery"
    And I should not see "Order #1042 will be refunded to your card."
