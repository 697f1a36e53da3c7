# style: Behat MinkContext
@android
Feature: Orders
  In order to keep track of my tea deliveries
  As a Kettle subscriber
  I need to see my orders and be able to cancel one

  Scenario: Allowing delivery notifications and tracking a parcel
    Given I am on "kettle://orders"
    Then I should see "Allow Kettle to send you notifications?"
    When I press "Allow" in the dialog
    Then I should see "Delivery updates are on"
    And I should see 2 "Delivered" elements
    When I follow "Order #1042"
    Then I should see "Total £18.40"
    When I press "Track parcel"
    Then I should see "Tracking opens in your browser"

  Scenario: Declining notifications and keeping an order
    Given I am on "kettle://orders"
    When I press "Don’t allow" in the dialog
    Then I should see "Delivery updates are off"
    When I follow "Order #1042"
    Then I should see "Assam Breakfast, Sencha Asanoka"
    When I press "Cancel order"
    Then I should see "Cancel this order?"
    When I press "Keep order" in the dialog
    Then I should not see "Cancel this order?"
    When I move backward one page
    Then I should see "Order #1031"

  Scenario: Cancelling an order and undoing it from the snackbar
    Given I am on "kettle://orders"
    When I press "Allow" in the dialog
    Then I should see "Order #1042"
    When I follow "Order #1042"
    Then I should see "Out for delivery"
    When I press "Cancel order"
    Then I should see "Order #1042 will be refunded to your card."
    When I press "Cancel order" in the dialog
    Then I should see "Order #1042 cancelled"
    And I should see "Cancelled"
    When I press "Undo"
    Then I should see "Out for delivery"
    And I should not see "Order #1042 cancelled"
