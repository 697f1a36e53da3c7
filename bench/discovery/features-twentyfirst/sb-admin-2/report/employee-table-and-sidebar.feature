# style: imperative punctuated
Feature: Browsing the employee table and the sidebar
  As an administrator looking up staff records
  I want to search, page through and sort the employee table and move around with the sidebar
  So that I can find the right person quickly

  Scenario: Searching the table keeps only the matching employees
    Given the page "/tables.html" is open.
    When type "London" in the "Search:" field.
    Then "Showing 1 to 10 of 12 entries (filtered from 57 total entries)" is shown.
    And "Bradley Greer" is shown.
    And "Airi Satou" is not shown.
    And "Tokyo" is not shown.

  Scenario: Showing 25 rows per page and moving to the next page
    Given the page "/tables.html" is open.
    When choose "25" in the "entries" list.
    Then "25" is selected in the "entries" list.
    And "Showing 1 to 25 of 57 entries" is shown.
    When click "Next".
    Then "Showing 26 to 50 of 57 entries" is shown.
    And "Airi Satou" is not shown.

  Scenario: Sorting by age puts the youngest and then the oldest employee first
    Given the page "/tables.html" is open.
    When click "Age".
    Then "Tatyana Fitzpatrick Regional Director London 19" is shown.
    And "Ashton Cox" is not shown.
    When click "Age".
    Then "Ashton Cox Junior Technical Author San Francisco 66" is shown.
    And "Tatyana Fitzpatrick" is not shown.

  Scenario: The Components section of the sidebar unfolds and leads to the cards page
    Given the page "/index.html" is open.
    Then the "Cards" link is not shown.
    When click "Components".
    Then "Custom Components:" is shown.
    And the "Cards" link is shown.
    When click the "Cards" link.
    Then the address is "/cards.html".
    And "Collapsable Card Example" is shown.
