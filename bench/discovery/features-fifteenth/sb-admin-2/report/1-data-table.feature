# style: first person
Feature: Working with the employee data table
  I want to search, sort and page through the DataTables example on the Tables page.

  Scenario: I search the table for an office
    Given I am on the tables page
    When I type "London" into the "Search:" box above the table
    Then I see "Bradley Greer"
    And I see "Angelica Ramos"
    But I no longer see "Airi Satou"
    And I no longer see "Ashton Cox"

  Scenario: I show more entries per page
    Given I am on the tables page
    Then I see "Showing 1 to 10 of 57 entries"
    When I pick "25" from the "Show entries" dropdown
    Then I see "Showing 1 to 25 of 57 entries"
    And I see "Gavin Joyce"

  Scenario: I go to the next page of the table
    Given I am on the tables page
    When I click the "Next" button under the table
    Then I see "Showing 11 to 20 of 57 entries"
    And I no longer see "Airi Satou"
    When I click "Previous"
    Then I see "Airi Satou"

  Scenario: I sort the table by name in reverse
    Given I am on the tables page
    When I click the "Name" column header
    Then I see "Zorita Serrano"
    And I no longer see "Airi Satou"
    When I type "Serrano" into the "Search:" box
    Then I see "Showing 1 to 1 of 1 entries (filtered from 57 total entries)"
