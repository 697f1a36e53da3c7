# Style: first person, the way most teams write plain cucumber ("I click …", "I type …").
Feature: Browsing the tea catalogue

  Background:
    Given I open the page "/login"
    When I type "alice" in the Username field
    And I type "wonderland" in the Password field
    And I click the Sign in button

  Scenario: Paging through the catalogue
    When I click on the "Products" link in the navigation
    Then I should see "25 products"
    And the products table should have 10 rows
    When I click the "Next" link
    Then I should see "Showing 11–20 of 25"
    And I should see "Lapsang Souchong"
    When I go back
    Then I should see "Assam Breakfast"
    When I click "Page 3"
    Then I should see "Yunnan Gold"
    And I should see 5 products

  Scenario: Searching by name with the Enter key
    When I type "Darjeeling" into the search box and press Enter
    Then I should see "Darjeeling First Flush"
    And I should see "Darjeeling Second Flush"
    And I should not see "Earl Grey"
    And the URL should contain "q=Darjeeling"

  Scenario: Quick-adding a tea from its row
    When I click the "Add" button in the row for "Sencha"
    Then I should see "Added 1 × Sencha to cart"
    And I should see "Cart (1)"

  Scenario: Buying two tins from the product page
    When I click on "Earl Grey"
    Then the page title should contain "Earl Grey"
    When I set the Quantity to 2
    And I click on Add to cart
    Then I should see "Added 2 × Earl Grey to cart"
    And I should see "Cart (2)"
    When I reload the page
    Then I should see "Cart (2)"
    When I click the "Back to products" link
    Then I should be on "/products"

  Scenario: Adding teas by their place in the list
    When I click the 3rd "Add" button
    Then I should see "Added 1 × Darjeeling Second Flush to cart"
    When I click the last "Add" button
    Then I should see "Added 1 × Oolong Milk to cart"
    And I should see "Cart (2)"

  Scenario: Starting an order from the navigation
    When I click the "New order" link
    And I type "Ada Lovelace" into the first text field
    Then the "Customer name" field should contain "Ada Lovelace"
    When I click Place order
    Then I should see "Enter a valid email address"
    And I should not see "Customer name is required"
