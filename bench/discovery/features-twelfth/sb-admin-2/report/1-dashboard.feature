# style: third person
Feature: Finding my way around the SB Admin 2 dashboard
  An administrator uses the sidebar, the top bar and the data table.

  Scenario: The user searches the employee table
    Given the user opens "/tables.html"
    When the user enters "Tokyo" into the "Search:" field
    Then the user should see "Airi Satou"
    And the user should see "Showing 1 to 5 of 5 entries (filtered from 57 total entries)"
    And the user should not see "Angelica Ramos"

  Scenario: The user shows more rows and moves through the pages of the table
    Given the user opens "/tables.html"
    When the user selects "25" from the "Show entries" list
    Then the user should see "Showing 1 to 25 of 57 entries"
    When the user clicks the "Next" link
    Then the user should see "Showing 26 to 50 of 57 entries"
    And the user should not see "Airi Satou"

  Scenario: The user opens the user menu and starts to log out
    Given the user opens "/index.html"
    When the user clicks "Douglas McGee"
    And the user clicks "Logout"
    Then the user should see "Ready to Leave?"
    And the user should see "below if you are ready to end your current session."
    When the user clicks the "Cancel" button
    Then the user should not see "Ready to Leave?"

  Scenario: The user opens the Components menu in the sidebar
    Given the user opens "/index.html"
    When the user clicks "Components"
    Then the user should see "CUSTOM COMPONENTS:"
    When the user clicks the "Cards" link
    Then the user should be on "/cards.html"
    And the user should see "Collapsable Card Example"
