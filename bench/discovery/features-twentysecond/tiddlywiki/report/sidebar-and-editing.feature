# style: cucumber-rails web_steps
Feature: Editing notes and using the sidebar
  As a wiki owner
  I want to change notes I already wrote and reach the wiki tools
  So that my notebook stays up to date and tidy

  Scenario: Editing a saved note replaces its text
    Given I am on the home page
    When I press "new tiddler"
    And I fill in "New Tiddler" with "Reading list"
    And I fill in "Type the text for this tiddler" with "Dune"
    And I press "Confirm changes to this tiddler"
    And I press "Edit this tiddler"
    And I fill in "Type the text for this tiddler" with "Dune and Hyperion"
    And I press "Confirm changes to this tiddler"
    Then I should see "Dune and Hyperion"

  Scenario: Discarding an untouched new note leaves no draft behind
    Given I am on the home page
    When I press "new tiddler"
    Then I should see "Draft of 'New Tiddler'"
    When I press "Discard changes to this tiddler"
    Then I should not see "Draft of 'New Tiddler'"
    And I should see "Welcome to TiddlyWiki and the TiddlyWiki community"

  Scenario: The Tools tab lists the wiki actions with their explanations
    Given I am on the home page
    When I press "Tools"
    Then I should see "new journal"
    And I should see "Create a new journal tiddler"
    And I should see "Export all tiddlers"
    When I press "Open"
    Then I should not see "Create a new journal tiddler"
    And I should see "close all"

  Scenario: Hiding the sidebar and bringing it back
    Given I am on the home page
    When I press "hide sidebar"
    Then I should not see "a non-linear personal web notebook"
    And I should not see "Open"
    When I press "show sidebar"
    Then I should see "a non-linear personal web notebook"
