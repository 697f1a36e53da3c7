# style: cucumber-rails web_steps (Capybara)
Feature: Employee data table
  In order to find an employee quickly
  As an office administrator
  I want to search, page through and resize the employee table

  Scenario: Filter the table by office
    Given I am on "/tables.html"
    Then I should see "Showing 1 to 10 of 57 entries"
    When I fill in "Search:" with "London"
    Then I should see "Showing 1 to 10 of 12 entries (filtered from 57 total entries)"
    And I should see "Angelica Ramos" within "the data table"
    And I should see "Bruno Nash" within "the data table"
    And I should not see "Airi Satou"

  Scenario: A search with no match shows an empty table
    Given I am on "/tables.html"
    When I fill in "Search:" with "Zanzibar"
    Then I should see "No matching records found"
    And I should see "Showing 0 to 0 of 0 entries (filtered from 57 total entries)"
    And I should not see "Cedric Kelly"

  Scenario: Go to the second page of results
    Given I am on "/tables.html"
    Then I should see "Airi Satou" within "the data table"
    When I follow "Next"
    Then I should see "Showing 11 to 20 of 57 entries"
    And I should see "Charde Marshall" within "the data table"
    And I should not see "Airi Satou"
    And I should be on "/tables.html"

  Scenario: Show 25 entries per page
    Given I am on "/tables.html"
    When I select "25" from "Show entries"
    Then I should see "Showing 1 to 25 of 57 entries"
    And I should see "Gavin Joyce" within "the data table"
