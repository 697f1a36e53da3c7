# style: first person
Feature: Looking things up in the TiddlyWiki documentation
  As a new TiddlyWiki user I search and browse the docs.

  Scenario: I search for a topic and open it from the results
    Given I open the home page
    When I type "filter operators" into the search box
    Then I should see "Title matches:"
    And I should see "All matches:"
    When I click "Filter Operators"
    Then I should see "A filter operator is a predefined keyword attached to an individual step of a filter."

  Scenario: I search for a word the docs do not contain
    Given I open the home page
    When I type "zzqxv" into the search box
    Then I should see "0 matches"
    And I should see "Title matches:"
    And I should see "No search result"

  Scenario: I follow a topic from the table of contents to a related topic
    Given I open the home page
    When I click "Filters"
    Then I should see "A filter is a concise notation for selecting a particular set of tiddlers"
    When I click "Filter Operators"
    Then I should see "A filter operator is a predefined keyword attached to an individual step of a filter."

  Scenario: I close every open topic and get the welcome page back by reloading
    Given I open the home page
    When I click the "Open" tab
    Then the "Open" tab should be selected
    When I click "close all"
    Then I should not see "Make Something of Your Notes"
    When I reload the page
    Then I should see "Make Something of Your Notes"
