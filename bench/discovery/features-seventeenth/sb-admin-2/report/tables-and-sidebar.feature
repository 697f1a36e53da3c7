# style: third person
Feature: Browsing the admin tables and sidebar
  As an administrator
  I want to search and page through the employee table
  So that I can find a colleague quickly

  Scenario: Searching the table by office
    Given the user is on the tables page
    When the user enters "Tokyo" in the "Search:" field
    Then the user sees "Airi Satou"
    And the user should not see "Angelica Ramos"
    And the page shows "filtered from 57 total entries"

  Scenario: Going to the second page of the table
    Given the user is on the tables page
    When the user clicks "2"
    Then the page shows "Showing 11 to 20 of 57 entries"
    And the user sees "Charde Marshall"
    And the user should not see "Airi Satou"

  Scenario: Showing 25 entries per page
    Given the user is on the tables page
    When the user selects "25" from "Show"
    Then the page shows "Showing 1 to 25 of 57 entries"
    And the user sees "Hope Fuentes"
    And the user should not see "Jackson Bradshaw"

  Scenario: Opening the cards page from the Components menu
    Given the user is on the dashboard page
    When the user clicks "Components"
    Then the user sees "CUSTOM COMPONENTS:"
    When the user clicks "Cards"
    Then the page shows "Default Card Example"
    And the user should not see "Earnings Overview"
