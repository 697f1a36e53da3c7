# style: cucumber-rails web_steps
Feature: Writing notes in my wiki
  As a note taker
  I want to create, tag and discard tiddlers
  So that my wiki only keeps the notes I mean to keep

  Scenario: Saving a new tiddler shows its text in the story river
    Given I am on the home page
    When I press "new tiddler"
    And I fill in "New Tiddler" with "Shopping list"
    And I fill in "Type the text for this tiddler" with "Buy oat milk and green tea"
    And I press "Confirm changes to this tiddler"
    Then I should see "Buy oat milk and green tea"
    And I should not see "Draft of 'Shopping list'"

  Scenario: A new tiddler opens as a draft in edit mode
    Given I am on the home page
    When I press "new tiddler"
    Then I should see "Draft of 'New Tiddler'"
    And I should see "Add a new field:"
    When I press "Discard changes to this tiddler"
    Then I should not see "Draft of 'New Tiddler'"
    And I should see "Welcome to TiddlyWiki and the TiddlyWiki community"

  Scenario: Closing all tiddlers empties the story river
    Given I am on the home page
    Then I should see "Syncing Changes to the Server" within ".tc-story-river"
    When I follow "close all"
    Then I should not see "Syncing Changes to the Server"
    And I should not see "Welcome to TiddlyWiki and the TiddlyWiki community"

  Scenario: The Tools tab lists the wiki actions
    Given I am on the home page
    When I press "Tools"
    Then I should see "TiddlyWiki version"
    And I should see "Create a new journal tiddler"
    And I should see "Export all tiddlers"
    And I should not see "Welcome to TiddlyWiki and the TiddlyWiki community" within ".tc-sidebar-scrollable"
