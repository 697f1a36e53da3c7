# style: imperative punctuated
Feature: Browsing the employee data table
  As an office manager looking up staff records
  I want to search, page through, resize and sort the employee table
  So that I can find the people I need without reading all 57 rows

  Scenario: Searching for an office keeps only the matching employees
    Given the page "/tables.html" is open.
    When type "Tokyo" in the "Search:" field.
    Then "Showing 1 to 5 of 5 entries (filtered from 57 total entries)" is shown.
    And "Garrett Winters" is shown.
    And "Shou Itou" is shown.
    And "Ashton Cox" is not shown.
    And the "Search:" field holds "Tokyo".

  Scenario: Showing more entries per page lists later employees on the first page
    Given the page "/tables.html" is open.
    Then "Gavin Cortez" is not shown.
    When choose "25" from the "Show entries" list.
    Then "Showing 1 to 25 of 57 entries" is shown.
    And "Gavin Cortez" is shown.
    And "Hope Fuentes" is shown.
    And "Howard Hatfield" is not shown.

  Scenario: The Next page button moves on to the following ten employees
    Given the page "/tables.html" is open.
    When click the "Next" link.
    Then "Showing 11 to 20 of 57 entries" is shown.
    And "Charde Marshall" is shown.
    And "Airi Satou" is not shown.
    When click the "Previous" link.
    Then "Airi Satou" is shown.

  Scenario: Sorting by age puts the youngest employee first
    Given the page "/tables.html" is open.
    When click the "Age" header.
    Then "Tatyana Fitzpatrick" is shown.
    And "Shou Itou" is shown.
    And "Ashton Cox" is not shown.
    When type "Nobody Atlantis" in the "Search:" field.
    Then "No matching records found" is shown.
    And "Tatyana Fitzpatrick" is not shown.
