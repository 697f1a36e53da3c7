# Style: third person ("the user …", "she …") and CodeceptJS-flavoured Gherkin ("I am on page", "I see", "I fill field").
Feature: Staff work with orders and the catalogue

  Scenario: The user finds white teas with the Search button
    Given the user is on the "/login" page
    When the user fills in "Username" with "alice"
    And the user fills in "Password" with "wonderland"
    And the user clicks the "Sign in" button
    And the user types "White" into the "Search products" field
    And the user clicks the "Search" button
    Then the user should see "White Peony"
    And the user should see "Moonlight White"
    And the user should not see "Sencha"
    And the products table should have 2 rows

  Scenario: The user signs in with both details in one step
    Given the user is on the "/login" page
    When the user enters the username "alice" and the password "wonderland"
    And the user clicks Sign in
    Then the user should see "Welcome, Alice"
    And the page title should contain "Products"

  Scenario: Export is not offered on this plan
    Given I am on page "/login"
    When I fill field "Username", "alice"
    And I fill field "Password", "wonderland"
    And I click "Sign in"
    Then I see "Products"
    And I see the "Export CSV" button is disabled
    When I move cursor to "Export CSV"
    Then I see "CSV export is available on the Pro plan"

  Scenario: Recommendations arrive after a moment
    Given I am on page "/login"
    When I fill field "Username", "alice"
    And I fill field "Password", "wonderland"
    And I click "Sign in"
    And I wait for text "Recommended for you"
    Then I see "Gyokuro"
    And I see "Rooibos Vanilla"
    And I don't see "Loading recommendations…"
