# style: Behat
Feature: DataTables employee grid
  In order to find an employee quickly
  As an administrator
  I need to search, sort and page through the "DataTables Example" table

  Scenario: Searching by office narrows the list
    Given I am on "/tables.html"
    When I fill in "Search:" with "London"
    Then I should see "Showing 1 to 10 of 12 entries (filtered from 57 total entries)"
    And I should see "Angelica Ramos"
    And I should not see "Airi Satou"

  Scenario: Searching for two words at once
    Given I am on "/tables.html"
    When I fill in "Search:" with "Tokyo Accountant"
    Then I should see "Showing 1 to 2 of 2 entries (filtered from 57 total entries)"
    And I should see "Airi Satou"
    And I should see "Garrett Winters"
    And I should not see "Ashton Cox"

  Scenario: A search without any match
    Given I am on "/tables.html"
    When I fill in "Search:" with "Zanzibar"
    Then I should see "No matching records found"
    And I should see "Showing 0 to 0 of 0 entries (filtered from 57 total entries)"
    And the "Search:" field should contain "Zanzibar"

  Scenario: Sorting by age puts the youngest employee first
    Given I am on "/tables.html"
    When I click on the "Age" column heading
    Then the first row of the table should contain "Tatyana Fitzpatrick"
    And the first row of the table should contain "19"

  Scenario: Sorting by name in reverse order
    Given I am on "/tables.html"
    Then the first row of the table should contain "Airi Satou"
    When I click on the "Name" column heading
    Then the first row of the table should contain "Zorita Serrano"
    And I should not see "Airi Satou"

  Scenario: Showing 25 entries per page
    Given I am on "/tables.html"
    When I select "25" from "Show entries"
    Then I should see "Showing 1 to 25 of 57 entries"
    And the table body should have 25 rows
    And I should see "Donna Snider"

  Scenario: Paging forward with Next and a page number
    Given I am on "/tables.html"
    When I follow "Next"
    Then I should see "Showing 11 to 20 of 57 entries"
    And I should see "Dai Rios"
    When I follow "6"
    Then I should see "Showing 51 to 57 of 57 entries"
    And I should see "Zorita Serrano"
