# style: Behat MinkContext
Feature: Reading topics in the documentation story river

  Scenario: Opening a topic from the Contents tab
    Given I am on "/"
    When I follow "Filters"
    Then I should see "You can think of TiddlyWiki as a database" in the ".tc-story-river" element
    And I should see "A filter is a concise notation for selecting a particular set of tiddlers"
    But I should not see "Title matches:"

  Scenario: The Open tab lists the topics in the story
    Given I am on "/"
    When I press "Open"
    Then I should see "close all"
    And I should see "HelloThere" in the ".tc-sidebar-tabs-main" element
    When I press "close all"
    Then I should not see "Make Something of Your Notes"
    And I should see 0 ".tc-tiddler-frame" elements

  Scenario: Closing a single topic
    Given I am on "/"
    Then I should see "Make Something of Your Notes"
    When I press "Close this tiddler"
    Then I should not see "Make Something of Your Notes"
    But I should see "Choose how to get started quickly with TiddlyWiki."
    And I should see "Resources to help you learn more about TiddlyWiki and its community."

  Scenario: Searching with the sidebar box
    Given I am on "/"
    When I fill in "Search" with "TableOfContents"
    Then the "Search" field should contain "TableOfContents"
    And I should see "Title matches:"
    But I should not see "No search result"
