# style: Behat MinkContext
Feature: Employee data table
  In order to find people in the demo data table
  As an administrator
  I need to search, page and sort the table

  Scenario: Opening the table from the sidebar and searching it
    Given I am on "/index.html"
    When I follow "Tables"
    Then the url should match "tables"
    And I should see "DataTables Example"
    When I fill in "Search:" with "London"
    Then I should see "Showing 1 to 10 of 12 entries (filtered from 57 total entries)"
    And I should see "Angelica Ramos"
    And I should not see "Airi Satou"

  Scenario: Showing 25 entries per page
    Given I am on "/tables.html"
    Then I should see "Showing 1 to 10 of 57 entries"
    When I select "25" from "Show"
    Then I should see "Showing 1 to 25 of 57 entries"
    And I should see 25 "#dataTable tbody tr" elements

  Scenario: Paging through the table
    Given I am on "/tables.html"
    When I follow "Next"
    Then I should see "Showing 11 to 20 of 57 entries"
    And I should see "Dai Rios" in the "#dataTable tbody" element
    When I follow "6"
    Then I should see "Showing 51 to 57 of 57 entries"
    When I follow "Previous"
    Then I should see "Showing 41 to 50 of 57 entries"

  Scenario: Sorting the table by age
    Given I am on "/tables.html"
    Then I should see "Airi Satou" in the "#dataTable tbody tr:first-child" element
    When I click on the "Age" column heading
    Then I should see "Tatyana Fitzpatrick" in the "#dataTable tbody tr:first-child" element
    And I should see "19" in the "#dataTable tbody tr:first-child" element
