# style: first person
Feature: Dashboard and tables - I find my way around the admin area and work with the employee table

  Scenario: I search the employee table by office
    Given I open "/tables.html"
    Then the employee table should have 10 rows
    When I type "Tokyo" into the table's "Search:" box
    Then the employee table should have 5 rows
    And I should see "Showing 1 to 5 of 5 entries (filtered from 57 total entries)"
    When I type "Atlantis" into the table's "Search:" box
    Then I should see "No matching records found"

  Scenario: I sort the table and page through it
    Given I open "/tables.html"
    When I click the "Age" column header
    Then the first row of the table should mention "Tatyana Fitzpatrick"
    When I click the "Age" column header again
    Then the first row of the table should mention "Ashton Cox"
    When I click "Next"
    Then I should see "Showing 11 to 20 of 57 entries"

  Scenario: I show more entries per page
    Given I open "/tables.html"
    When I choose "25" from the "Show entries" dropdown
    Then the employee table should have 25 rows
    And I should see "Showing 1 to 25 of 57 entries"
    When I click "3"
    Then the employee table should have 7 rows
    And I should see "Showing 51 to 57 of 57 entries"

  Scenario: I cancel logging out from the user menu
    Given I open "/index.html"
    When I click on "Douglas McGee" in the top bar
    Then I should see "Activity Log"
    When I click "Logout"
    Then a dialog titled "Ready to Leave?" should appear
    When I click the "Cancel" button in the dialog
    Then the "Ready to Leave?" dialog should be closed
    And I should still be on "/index.html"
