# style: imperative, punctuated
Feature: Employee data table
  The "Tables" page lists 57 employees in a data table that can be
  searched, sorted and paged through.

  Scenario: Searching the table for an office narrows the rows
    Given Open the page "/tables.html".
    When Type "Tokyo" into the "Search:" field.
    Then The table should have 5 rows.
    And "Showing 1 to 5 of 5 entries (filtered from 57 total entries)" should be displayed.
    And "Airi Satou" should be displayed.
    But "Angelica Ramos" should not be displayed.

  Scenario: A search without matches tells the user so
    Given Open the page "/tables.html".
    When Type "Zanzibar" into the "Search:" field.
    Then "No matching records found" should be displayed.
    And "Showing 0 to 0 of 0 entries (filtered from 57 total entries)" should be displayed.

  Scenario: Showing 25 entries per page and jumping to the last page
    Given Open the page "/tables.html".
    Then "Showing 1 to 10 of 57 entries" should be displayed.
    When Select "25" from the "Show entries" dropdown.
    Then The table should have 25 rows.
    And "Showing 1 to 25 of 57 entries" should be displayed.
    When Click on the "3" page link.
    Then "Showing 51 to 57 of 57 entries" should be displayed.
    And The table should have 7 rows.

  Scenario: Sorting by age in both directions and moving to the next page
    Given Open the page "/tables.html".
    When Click on the "Age" column header.
    Then The first row of the table should contain "Tatyana Fitzpatrick".
    When Click on the "Age" column header again.
    Then The first row of the table should contain "Ashton Cox".
    When Click on the "Next" link.
    Then "Showing 11 to 20 of 57 entries" should be displayed.
