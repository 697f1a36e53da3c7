# style: imperative punctuated
Feature: Searching the TiddlyWiki documentation from the sidebar
  Results drop down under the sidebar search box while typing.

  Scenario: Searching for filter operators
    Given the documentation home page is open.
    When Type "filter operators" into the search box in the sidebar.
    Then "Title matches:" should be displayed.
    And "All matches:" should be displayed.
    And "addprefix Operator" should be displayed.
    And The search box in the sidebar should contain "filter operators".

  Scenario: Opening a topic from the search results
    Given the documentation home page is open.
    When Type "filter operators" into the search box in the sidebar.
    And Click "Filter Operators" in the search results.
    Then "A filter operator is a predefined keyword attached to an individual step of a filter." should be displayed.
    And "Make Something of Your Notes" should be displayed.

  Scenario: A search with no hits
    Given the documentation home page is open.
    When Type "qwxzzy" into the search box in the sidebar.
    Then "0 matches" should be displayed.
    And "No search result" should be displayed.
    But "addprefix Operator" should not be displayed.

  Scenario: Emptying the search box hides the results again
    Given the documentation home page is open.
    When Type "checkbox widget" into the search box in the sidebar.
    Then "CheckboxWidget (tag Mode)" should be displayed.
    And "25 matches" should be displayed.
    When Clear the search box in the sidebar.
    Then "CheckboxWidget (tag Mode)" should not be displayed.
    And The search box in the sidebar should be empty.
