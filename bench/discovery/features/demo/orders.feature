# Style: Behat MinkContext — "I am on", "I fill in … with …", "I select … from …", "I press", "the … field should contain".
Feature: Placing an order for a customer

  Background:
    Given I am on "/login"
    And I fill in "username" with "alice"
    And I fill in "password" with "wonderland"
    And I press "Sign in"

  Scenario: An order with every kind of field
    Given I am on "/orders/new"
    When I fill in "Customer name" with "Ada Lovelace"
    And I fill in "Email" with "ada@example.com"
    And I select "Jasmine Pearls" from "Tea"
    And I fill in "Quantity" with "3"
    And I select "Express" from "Shipping"
    And I check "Gift wrap"
    And I fill in "Notes" with "Leave it with the porter"
    Then the "Customer name" field should contain "Ada Lovelace"
    And the "Gift wrap" checkbox should be checked
    When I press "Place order"
    Then I should see "Order confirmed"
    And I should see "Jasmine Pearls"
    And I should see "Leave it with the porter"
    When I follow "Orders"
    Then I should be on "/orders"
    And I should see "Ada Lovelace"

  Scenario: The server reports every missing answer
    Given I am on "/orders/new"
    When I press "Place order"
    Then I should see "There is a problem with your order"
    And I should see "Customer name is required"
    And I should see "Choose a tea"
    And the url should match "/orders/new"

  Scenario: Answers are kept when the email is wrong
    Given I go to "/orders/new"
    When I fill in "Customer name" with "Grace Hopper"
    And I fill in "Email" with "grace.hopper"
    And I press "Place order"
    Then I should see "Enter a valid email address"
    And I should not see "Customer name is required"
    And the "Customer name" field should contain "Grace Hopper"

  Scenario: Several fields at once
    Given I am on "/orders/new"
    When I fill in the following:
      | Customer name | Grace Hopper      |
      | Email         | grace@example.com |
      | Quantity      | 2                 |
    And I select "Earl Grey" from "Tea"
    And I press "Place order"
    Then I should see "Order confirmed"
    And I should see "Grace Hopper"
    And I should see "Earl Grey"
