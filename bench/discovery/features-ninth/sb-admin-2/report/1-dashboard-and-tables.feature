# style: first person
Feature: Finding my way around the SB Admin 2 dashboard
  As an administrator
  I want to browse the employee table, the cards and my user menu
  So that I can get my daily work done from the dashboard

  Scenario: Searching the employees table by office
    Given I open "/tables.html"
    Then the "DataTables Example" table should have 10 rows
    And I should see "Showing 1 to 10 of 57 entries"
    When I type "Tokyo" into the "Search:" box above the table
    Then the table should have 5 rows
    And I should see "Showing 1 to 5 of 5 entries (filtered from 57 total entries)"
    And I should see "Sakura Yamamoto" in the table

  Scenario: Showing more rows per page, paging and sorting by age
    Given I open "/tables.html"
    When I choose "25" in the "Show entries" dropdown
    Then the table should have 25 rows
    When I click "Next" below the table
    Then I should see "Showing 26 to 50 of 57 entries"
    When I click the "Age" column header
    Then the first row of the table should be "Tatyana Fitzpatrick"
    And I should see "Showing 1 to 25 of 57 entries"

  Scenario: Logging out through the user menu
    Given I open "/index.html"
    When I click on my name "Douglas McGee" in the top bar
    Then I should see "Activity Log" in the menu that drops down
    When I click "Logout" in that menu
    Then a dialog titled "Ready to Leave?" should pop up
    When I click the blue "Logout" button in the dialog
    Then I should be on "/login.html"
    And I should see "Welcome Back!"

  Scenario: Opening the cards page from the sidebar and collapsing a card
    Given I open "/index.html"
    When I click "Components" in the sidebar
    Then I should see "Buttons" and "Cards" under "CUSTOM COMPONENTS:"
    When I click "Cards"
    Then I should see "Default Card Example"
    When I click the "Collapsable Card Example" card header
    Then I should not see "This is a collapsable card example"
    When I click the "Collapsable Card Example" card header again
    Then I should see "This is a collapsable card example" again
