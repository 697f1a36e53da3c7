Feature: Placing orders
  Staff place orders on behalf of customers; the form is validated on the server.

  Background:
    Given I open "/login"
    When I enter "alice" as username and "wonderland" as password
    And I click the "Sign in" button
    Then I should see "Welcome, Alice"
    When I go to "/orders/new"

  Scenario: Place an order using every kind of field
    When I fill in the form:
      | Customer name | Ada Lovelace    |
      | Email         | ada@example.com |
      | Quantity      | 3               |
    And I select "Sencha" from the "Tea" dropdown
    And I type "2026-12-24" into the "Delivery date" field
    And I choose the "Express" radio button
    And I check "Gift wrap"
    And I enter the following notes:
      """
      Please leave the parcel with the porter.
      Ring twice.
      """
    Then the "Gift wrap" checkbox should be checked
    And the "Quantity" field should contain "3"
    When I click the "Place order" button
    Then I should see "Order confirmed"
    And the title should contain "Order confirmed"
    And I should see "Ada Lovelace"
    And I should see "Sencha"
    And I should see "Express"
    And I should see "2026-12-24"
    And I should see "Please leave the parcel with the porter."

  Scenario: Missing details are reported next to the fields
    When I click the "Place order" button
    Then I should see "There is a problem with your order"
    And I should see "Customer name is required"
    And I should see "Enter a valid email address"
    And the URL should contain "/orders/new"

  Scenario: An invalid email address is rejected and the other answers are kept
    When I fill in "Customer name" with "Ada Lovelace"
    And I fill in "Email" with "ada.lovelace"
    And I select "Earl Grey" from the "Tea" dropdown
    And I click the "Place order" button
    Then I should see "Enter a valid email address"
    And I should not see "Customer name is required"
    And the "Customer name" field should contain "Ada Lovelace"

  Scenario: Express shipping is explained on hover
    When I hover over "What's Express?"
    Then I should see "Express orders arrive in 1–2 business days"

  Scenario: A placed order appears in the orders list
    When I fill in the form:
      | Customer name | Grace Hopper      |
      | Email         | grace@example.com |
      | Quantity      | 1                 |
    And I select "Earl Grey" from the "Tea" dropdown
    And I choose the "Standard" radio button
    And I click the "Place order" button
    Then I should see "Order confirmed"
    When I click the "Orders" link
    Then the title should contain "Orders"
    And I should see "Grace Hopper"
