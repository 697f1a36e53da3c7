# style: cucumber-rails
Feature: Searching the documentation from the sidebar
  In order to find a topic without browsing
  As a TiddlyWiki user
  I want results to appear as I type into the sidebar search box

  Scenario: Searching for filter operators
    Given I am on the "/" page
    When I fill in the sidebar search box with "filter operators"
    Then I should see "Title matches:" within the search results
    And I should see "Filter Operators" within the search results
    And I should see "All matches:" within the search results
    And I should see "abs Operator" within the search results

  Scenario: Opening a topic from the search results
    Given I am on the "/" page
    When I fill in the sidebar search box with "filter operators"
    And I follow "Filter Operators" within the search results
    Then I should see "A filter operator is a predefined keyword attached to an individual step of a filter."

  Scenario: A word that only appears inside a topic
    Given I am on the "/" page
    When I fill in the sidebar search box with "Tiddloid"
    Then I should see "No search result" within the title matches
    And I should see "Saving on Android" within the search results

  Scenario: Searching for nonsense
    Given I am on the "/" page
    When I fill in the sidebar search box with "xqzzy"
    Then I should see "No search result" within the search results
    And I should not see "Filter Operators" within the search results

  Scenario: Several titles match
    Given I am on the "/" page
    When I fill in the sidebar search box with "TiddlyDesktop"
    Then I should see "Saving on TiddlyDesktop" within the search results
    And I should see "TiddlyDesktop Releases" within the search results
    And I should see "How to Customize TiddlyDesktop" within the search results

  Scenario: Clearing the search box hides the results
    Given I am on the "/" page
    When I fill in the sidebar search box with "checkbox widget"
    Then I should see "CheckboxWidget (tag Mode)" within the search results
    When I fill in the sidebar search box with ""
    Then I should not see "Title matches:"
    And I should not see "CheckboxWidget (tag Mode)"
