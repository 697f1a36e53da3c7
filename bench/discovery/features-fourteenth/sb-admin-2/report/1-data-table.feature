# style: imperative punctuated
Feature: Employee data table
  The Tables page lists 57 employees in a DataTables grid that can be searched, sorted and paged.

  Scenario: Searching the table narrows the rows down
    Given the tables page is open.
    When Type "Tokyo" into the "Search:" box.
    Then "Airi Satou" should be displayed.
    And "Showing 1 to 5 of 5 entries (filtered from 57 total entries)" should be displayed.
    And "Angelica Ramos" should not be displayed.
    And The "Search:" field should contain "Tokyo".

  Scenario: A search that matches nobody shows an empty table
    Given the tables page is open.
    When Type "Zanzibar" into the "Search:" box.
    Then "No matching records found" should be displayed.
    And "Airi Satou" should not be displayed.
    When Clear the "Search:" box.
    Then "Airi Satou" should be displayed.
    And "Showing 1 to 10 of 57 entries" should be displayed.

  Scenario: Showing more entries per page
    Given the tables page is open.
    Then The table should show 10 rows.
    When Select "25" from the "Show entries" dropdown.
    Then The table should show 25 rows.
    And "Showing 1 to 25 of 57 entries" should be displayed.
    And "Gavin Joyce" should be displayed.

  Scenario: Sorting by age and moving to the next page
    Given the tables page is open.
    When Click the "Age" column header.
    Then The first row should show "Tatyana Fitzpatrick".
    When Click "Next".
    Then "Showing 11 to 20 of 57 entries" should be displayed.
    But "Tatyana Fitzpatrick" should not be displayed.
