# style: CodeceptJS
Feature: Sidebar navigation

  Scenario: Open the Buttons page from the Components menu
    Given I am on page "/index.html"
    When I click "Components"
    Then I see "CUSTOM COMPONENTS:"
    When I click "Buttons"
    Then I see "Circle Buttons"
    And I see "Split Button Primary"
    And I see in current url "/buttons.html"

  Scenario: Open the colour utilities from the Utilities menu
    Given I am on page "/index.html"
    When I click "Utilities"
    Then I see "CUSTOM UTILITIES:"
    When I click "Colors"
    Then I see "Color Utilities"
    And I see "Custom Text Color Utilities"

  Scenario: Only one sidebar menu is open at a time
    Given I am on page "/index.html"
    When I click "Components"
    Then I see "CUSTOM COMPONENTS:"
    When I click "Utilities"
    Then I see "CUSTOM UTILITIES:"
    And I don't see "CUSTOM COMPONENTS:"

  Scenario: Visit the 404 page and go back to the dashboard
    Given I am on page "/index.html"
    When I click "Pages"
    And I click "404 Page"
    Then I see "Page Not Found"
    When I click "← Back to Dashboard"
    Then I see "Earnings Overview"
    And I don't see "Page Not Found"

  Scenario: Open the Charts page
    Given I am on page "/index.html"
    When I click "Charts"
    Then I see "Area Chart"
    And I see "Bar Chart"
    And I see "Donut Chart"

  Scenario: Open the Tables page
    Given I am on page "/cards.html"
    When I click "Tables"
    Then I see "DataTables Example"
    And I see "Showing 1 to 10 of 57 entries"

  Scenario: The Pages menu lists the login screens
    Given I am on page "/charts.html"
    When I click "Pages"
    Then I see "LOGIN SCREENS:"
    And I see "Forgot Password"
    When I click "Register"
    Then I see "Create an Account!"
