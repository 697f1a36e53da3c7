# style: Behat MinkContext
Feature: Employee data table
  In order to find people quickly
  As an office administrator
  I need to search, sort and page through the employee table

  Scenario: Searching the table by office
    Given I am on "/tables.html"
    When I fill in "Search:" with "Tokyo"
    Then I should see "Showing 1 to 5 of 5 entries (filtered from 57 total entries)"
    And I should see 5 "#dataTable tbody tr" elements
    And I should see "Sakura Yamamoto" in the "#dataTable" element
    And I should not see "Angelica Ramos"

  Scenario: Showing 25 entries per page and moving on
    Given I am on "/tables.html"
    When I select "25" from "dataTable_length"
    Then I should see "Showing 1 to 25 of 57 entries"
    And I should see 25 "#dataTable tbody tr" elements
    When I follow "Next"
    Then I should see "Showing 26 to 50 of 57 entries"
    And I should see "Howard Hatfield" in the "#dataTable tbody tr:first-child" element

  Scenario: Sorting employees by age
    Given I am on "/tables.html"
    When I click the "Age" column header
    Then I should see "Tatyana Fitzpatrick" in the "#dataTable tbody tr:first-child" element
    And I should see "19" in the "#dataTable tbody tr:first-child" element
    When I click the "Age" column header
    Then I should see "66" in the "#dataTable tbody tr:first-child" element
    And I should not see "Tatyana Fitzpatrick"

  Scenario: Jumping to the last page
    Given I am on "/tables.html"
    When I follow "6"
    Then I should see "Showing 51 to 57 of 57 entries"
    And I should see 7 "#dataTable tbody tr" elements
    And I should see "Zorita Serrano" in the "#dataTable tbody tr:last-child" element
    When I follow "Previous"
    Then I should see "Showing 41 to 50 of 57 entries"
