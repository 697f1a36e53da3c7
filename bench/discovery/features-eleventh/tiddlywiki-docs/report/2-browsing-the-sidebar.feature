# style: cucumber-rails web_steps
Feature: Browsing the sidebar - tabs, the table of contents and tools

  Scenario: Looking at the More tab
    Given I am on the home page
    When I press "More"
    Then I should see "Orphans"
    And I should see "Shadows"
    And I should see "tag manager"

  Scenario: Looking at the Tools tab
    Given I am on the home page
    When I press "Tools"
    Then I should see "Close all tiddlers"
    And I should see "Fold the bodies of all opened tiddlers"
    And I should see "Create a new journal tiddler"

  Scenario: Closing one tiddler from the story river
    Given I am on the home page
    Then I should see "Make Something of Your Notes"
    When I press "Close this tiddler"
    Then I should not see "Make Something of Your Notes"
    And I should see "Choose how to get started quickly with TiddlyWiki."

  Scenario: Searching from the sidebar and opening a result
    Given I am on the home page
    When I fill in "search" with "GettingStarted" within ".tc-sidebar-scrollable"
    Then I should see "Title matches:"
    When I follow "GettingStarted" within ".tc-search-results"
    Then I should see "GettingStarted" within ".tc-story-river"
