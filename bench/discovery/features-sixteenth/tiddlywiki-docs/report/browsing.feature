# style: CodeceptJS as Gherkin
Feature: Browsing the documentation site
  In order to learn TiddlyWiki
  As a reader of tiddlywiki.com
  I want the welcome topics, the sidebar tabs and the search box to work

  Scenario: The welcome topics are open on arrival
    Given I am on page "/"
    Then I see "Make Something of Your Notes"
    And I see "Quick Start"
    And I see "Find Out More"
    And I see "TiddlyWiki v5.4.1"

  Scenario: Opening a topic from the Contents tab
    Given I am on page "/"
    When I click "Contents"
    And I click "Filters"
    Then I see "Filters"
    And I see element ".tc-tiddler-frame"
    And I see "Filter Operators"

  Scenario: Typing in the search box keeps the query
    Given I am on page "/"
    When I fill field "Search", "ListWidget"
    Then I see in field "Search", "ListWidget"
    And I see "Title matches:"
    And I see "ListWidget"

  Scenario: Closing the HelloThere topic
    Given I am on page "/"
    Then I see "Welcome to TiddlyWiki, a unique non-linear notebook"
    When I click "Open"
    And I click "close all"
    Then I don't see "Welcome to TiddlyWiki, a unique non-linear notebook"
    And I see "Hire the founder of TiddlyWiki"
