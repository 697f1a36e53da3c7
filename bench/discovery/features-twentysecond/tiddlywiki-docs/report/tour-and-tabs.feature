# style: CodeceptJS as Gherkin
Feature: Taking the tour and using the sidebar tabs
  As a curious newcomer to TiddlyWiki
  I want to follow the interactive tour and look through the sidebar tabs
  So that I learn how the wiki is organised

  Scenario: The interactive tour covers the page and steps forward and back
    Given I am on page "/"
    When I click "Start Tour"
    Then I see "An interactive tour of TiddlyWiki"
    And I don't see "Make Something of Your Notes"
    When I click "next"
    Then I see "A tiddler is like an index card."
    When I click "back"
    Then I see "Welcome to this tour of TiddlyWiki."

  Scenario: The Tools tab shows the wiki tools
    Given I am on page "/"
    When I click "Tools"
    Then I see "Create a new journal tiddler"
    And I see "Export all tiddlers"
    When I click "Contents"
    Then I don't see "Create a new journal tiddler"
    And I see "Working with TiddlyWiki"

  Scenario: A search with no matching topic says so
    Given I am on page "/"
    When I fill field "search", "qwzxv"
    Then I see "No search result"
    And I see in field "search", "qwzxv"
    And I don't see "Title matches: Filter Operators"

  Scenario: Opening a topic from the table of contents
    Given I am on page "/"
    When I click "Filters"
    Then I see "You can think of TiddlyWiki as a database"
    And I see element "close"
    And I see in current url "/"
