# style: first person
Feature: Employee data table
  As an admin
  I want to search, page and sort the employee table
  So that I can find people quickly

  Scenario: I search the table for an office
    Given I am on the tables page
    When I type "Tokyo" into the "Search:" field
    Then I should see "Airi Satou"
    And I should not see "Angelica Ramos"
    And I should see "filtered from 57 total entries"

  Scenario: I move to the second page of results
    Given I am on the tables page
    Then I should see "Showing 1 to 10 of 57 entries"
    When I click "Next"
    Then I should see "Showing 11 to 20 of 57 entries"
    And I should not see "Airi Satou"

  Scenario: I show more entries per page
    Given I am on the tables page
    When I choose "25" from the "Show entries" dropdown
    Then I should see "Showing 1 to 25 of 57 entries"
    And I should see "Charde Marshall"
    And the "Show entries" field should show "25"

  Scenario: I sort the table by age and back by name
    Given I am on the tables page
    When I click "Age"
    Then I should see "Tatyana Fitzpatrick"
    And I should not see "Airi Satou"
    When I click "Name"
    Then I should see "Airi Satou"
    And I should not see "Tatyana Fitzpatrick"
