# style: imperative punctuated
Feature: Working with the admin dashboard
  As an administrator of the site
  I want to use the sidebar, the top bar menus and the employee table
  So that I can reach every screen and find the people I am looking for

  Scenario: Searching the employee table by office
    Given the page "/tables.html" is open.
    When type "Tokyo" in the "Search:" field.
    Then "Showing 1 to 5 of 5 entries (filtered from 57 total entries)" is shown.
    And "Garrett Winters" is shown.
    And "Angelica Ramos" is not shown.
    And the "Search:" field holds "Tokyo".

  Scenario: Showing more employees per page and moving to the next page
    Given the page "/tables.html" is open.
    When choose "25" in the "Show entries" list.
    Then "Showing 1 to 25 of 57 entries" is shown.
    When click "Next".
    Then "Showing 26 to 50 of 57 entries" is shown.
    And "Airi Satou" is not shown.

  Scenario: Cancelling the logout dialog from the user menu
    Given the page "/index.html" is open.
    When click "Douglas McGee".
    And click "Logout".
    Then "Ready to Leave?" is shown.
    And "if you are ready to end your current session." is shown.
    When click "Cancel".
    Then "Ready to Leave?" is not shown.
    And "Earnings Overview" is shown.

  Scenario: Opening the Components group of the sidebar and going to Cards
    Given the page "/index.html" is open.
    Then "CUSTOM COMPONENTS:" is not shown.
    When click "Components".
    Then "CUSTOM COMPONENTS:" is shown.
    When click "Cards".
    Then the address ends with "/cards.html".
    And "Default Card Example" is shown.
