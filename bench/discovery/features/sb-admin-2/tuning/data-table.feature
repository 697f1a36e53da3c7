# style: Behat MinkContext
Feature: Employees data table
  The Tables page shows a DataTables grid of 57 employees that can be searched and sorted.

  Background:
    Given I am on "/tables.html"

  Scenario Outline: Searching the table
    When I fill in "Search:" with "<term>"
    Then I should see "<info>"
    And I should see "<first match>" in the table

    Examples:
      | term             | info                                                           | first match     |
      | London           | Showing 1 to 10 of 12 entries (filtered from 57 total entries) | Angelica Ramos  |
      | Tokyo Accountant | Showing 1 to 2 of 2 entries (filtered from 57 total entries)   | Garrett Winters |

  Scenario: Sorting by age
    When I click on the "Age" column header
    Then the first row of the table should contain "Tatyana Fitzpatrick"
    When I click on the "Age" column header
    Then the first row of the table should contain "Ashton Cox"
