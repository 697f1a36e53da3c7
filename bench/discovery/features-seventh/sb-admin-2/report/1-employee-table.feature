# style: Behat MinkContext
Feature: Employee table and top bar of the SB Admin 2 dashboard

  Scenario Outline: Filtering the DataTables example with the search box
    Given I am on "/tables.html"
    When I fill in "Search:" with "<term>"
    Then I should see "<summary>"
    And I should see "<kept>" in the "#dataTable tbody" element
    And I should not see "<dropped>" in the "#dataTable tbody" element

    Examples:
      | term              | summary                                                         | kept                      | dropped        |
      | Tokyo             | Showing 1 to 5 of 5 entries (filtered from 57 total entries)    | Sakura Yamamoto           | Angelica Ramos |
      | Software Engineer | Showing 1 to 6 of 6 entries (filtered from 57 total entries)    | Zorita Serrano            | Airi Satou     |
      | Gandalf           | Showing 0 to 0 of 0 entries (filtered from 57 total entries)    | No matching records found | Airi Satou     |

  Scenario: Showing more rows per page and paging through the employees
    Given I am on "/tables.html"
    Then I should see "Showing 1 to 10 of 57 entries"
    When I select "25" from "dataTable_length"
    Then I should see "Showing 1 to 25 of 57 entries"
    When I follow "Next"
    Then I should see "Showing 26 to 50 of 57 entries"
    And I should see "Howard Hatfield" in the "#dataTable tbody tr:first-child" element
    When I follow "3"
    Then I should see "Showing 51 to 57 of 57 entries"

  Scenario: Sorting the table by age
    Given I am on "/tables.html"
    And I should see "Airi Satou" in the "#dataTable tbody tr:first-child" element
    When I click on the "Age" column header
    Then I should see "Tatyana Fitzpatrick" in the "#dataTable tbody tr:first-child" element
    And I should see "19" in the "#dataTable tbody tr:first-child" element
    When I click on the "Age" column header again
    Then I should see "66" in the "#dataTable tbody tr:first-child" element
    And I should not see "Tatyana Fitzpatrick"

  Scenario: Reading alerts and messages from the top bar
    Given I am on "/index.html"
    And I should not see "Spending Alert"
    When I follow "alertsDropdown"
    Then I should see "ALERTS CENTER"
    And I should see "$290.29 has been deposited into your account!"
    When I follow "messagesDropdown"
    Then I should see "MESSAGE CENTER"
    And I should see "Emily Fowler · 58m"
    And I should not see "Spending Alert"
