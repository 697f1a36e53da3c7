# style: CodeceptJS as Gherkin
Feature: Browsing the documentation cards
  As a reader of the TiddlyWiki docs
  I want to open topics and use the sidebar tabs
  So that I can find my way around the documentation

  Scenario: The home page opens with the welcome cards
    Given I am on page "/"
    Then I see "HelloThere"
    And I see "Welcome to TiddlyWiki, a unique non-linear notebook"
    And I see "Quick Start"
    And I see "Find Out More"

  Scenario: Opening a topic from the contents
    Given I am on page "/"
    When I click "Filters"
    Then I see "You can think of TiddlyWiki as a database in which the records are tiddlers."
    And I see "A filter is a concise notation for selecting a particular set of tiddlers"
    And I see element "Close this tiddler"

  Scenario: Changing the search words
    Given I am on page "/"
    When I fill field "Search", "tagging"
    Then I see in field "Search", "tagging"
    And I see "All matches:"
    When I fill field "Search", "zzqqxx"
    Then I see "No search result"
    And I see in field "Search", "zzqqxx"

  Scenario: The Tools tab of the sidebar
    Given I am on page "/"
    When I click "Tools"
    Then I see "Create a new tiddler"
    And I see "Export all tiddlers"
    And I don't see "Title matches:"
