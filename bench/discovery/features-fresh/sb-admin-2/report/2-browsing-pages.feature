# style: first person
Feature: Browsing the admin pages
  As an administrator I move around the dashboard with the sidebar
  and sort the employee table the way I need it.

  Scenario: Open the Cards page from the Components menu and fold a card
    Given I am on "/index.html"
    When I click "Components" in the sidebar
    Then I see "Buttons" and "Cards" in the menu that opens
    When I click "Cards"
    Then I see the heading "Cards"
    And I see the text "This is a collapsable card example"
    When I click on the header "Collapsable Card Example"
    Then I no longer see "This is a collapsable card example"
    When I click on the header "Collapsable Card Example" again
    Then I see "This is a collapsable card example" again

  Scenario: Go to the colour utilities
    Given I am on "/index.html"
    When I open "Utilities" in the sidebar and choose "Colors"
    Then I see the heading "Color Utilities"
    And I see "Custom Text Color Utilities"
    And the address ends with "/utilities-color.html"

  Scenario: Collapse and expand the sidebar
    Given I am on "/index.html"
    Then I see "SB ADMIN 2" at the top of the sidebar
    When I click the round arrow button at the bottom of the sidebar
    Then I no longer see "SB ADMIN 2"
    But I still see "Tables" in the sidebar
    When I click the round arrow button again
    Then I see "SB ADMIN 2" again

  Scenario: Sort the employees by age
    Given I am on "/tables.html"
    When I click the "Age" column header
    Then the first row of the table shows "Tatyana Fitzpatrick" aged "19"
    When I click the "Age" column header again
    Then the first row of the table shows "Ashton Cox" aged "66"
