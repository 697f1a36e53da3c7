Feature: Product catalogue
  The catalogue lists 25 teas, ten per page, with search, product pages and a cart.

  Background:
    Given I open "/login"
    When I enter "alice" as username and "wonderland" as password
    And I click the "Sign in" button
    Then I should see "Welcome, Alice"

  Scenario: The catalogue is paginated ten teas at a time
    When I go to "/products"
    Then I should see 10 products
    And I should see "25 products"
    And I should see "Assam Breakfast"
    When I click the "Next" link
    Then I should see "Showing 11–20 of 25"
    And I should see "Lapsang Souchong"
    And I should not see "Assam Breakfast"
    And the URL should contain "page=2"
    When I click the "Page 3" link
    Then I should see 5 products
    And I should see "Yunnan Gold"

  Scenario: Add a tea to the cart from its product page
    When I go to "/products"
    And I click the "Sencha" link
    Then the title should contain "Sencha"
    And the "Quantity" field should contain "1"
    When I fill in "Quantity" with "2"
    And I click the "Add to cart" button
    Then I should see "Added 2 × Sencha to cart"
    And I should see "Cart (2)"
    When I click the "Back to products" link
    Then the URL should contain "/products"

  Scenario: CSV export is not available on this plan
    When I go to "/products"
    Then the "Export CSV" button should be disabled
    When I hover over "Export CSV"
    Then I should see "CSV export is available on the Pro plan"

  Scenario: Recommendations arrive after a moment
    When I go to "/products"
    And I wait for "Recommended for you" to appear
    Then I should see "Gyokuro"
    And I should see "White Peony"

  Rule: Searching narrows the catalogue by tea name

    Scenario: Search by pressing Enter
      When I go to "/products"
      And I type "Darjeeling" into the "Search products" field and press Enter
      Then I should see 2 products
      And I should see "Darjeeling First Flush"
      And I should see "Darjeeling Second Flush"
      And I should not see "Assam Breakfast"
      And the URL should contain "q=Darjeeling"

    Scenario: Search with the Search button
      When I go to "/products"
      And I type "White" into the "Search products" field
      And I click the "Search" button
      Then I should see 2 products
      And I should see "White Peony"
      And I should see "Moonlight White"
      And I should not see "Silver Needle"
