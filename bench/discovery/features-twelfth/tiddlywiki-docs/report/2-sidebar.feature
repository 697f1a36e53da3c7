# style: CodeceptJS as Gherkin
Feature: The sidebar of the TiddlyWiki documentation

  Scenario: See the recently changed topics
    Given I am on page "/"
    When I click "Recent"
    Then I see "10th July 2026"
    And I see "HelloThere"
    And I see "Make Something of Your Notes"

  Scenario: Look at the Tools tab
    Given I am on page "/"
    When I click "Tools"
    Then I see "new tiddler"
    And I see "control panel"
    And I see "tag manager"

  Scenario: Search and close the topic cards
    Given I am on page "/"
    When I fill field "search", "wikitext"
    Then I wait for text "Title matches"
    When I click "Open"
    And I click "close all"
    Then I don't see "Make Something of Your Notes"

  Scenario: Expand a topic in the table of contents
    Given I am on page "/"
    When I click "Working with TiddlyWiki"
    Then I see "Working with TiddlyWiki"
    And I see "Information to help you get started using TiddlyWiki:"
    And I see "The First Rule of Using TiddlyWiki"
