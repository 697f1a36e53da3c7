# style: first person
Feature: Finding my way around my notes
  As a person who writes a lot of small notes
  I want to tag notes, search for them and tidy up what is open on screen
  So that I can find any note again without scrolling through everything

  Scenario: A tag added while editing is shown on the saved note
    Given I am on the home page
    When I click the "new tiddler" button
    And I fill in the "New Tiddler" field with "Team offsite agenda"
    And I fill in the "tag name" field with "meetings"
    And I press "add"
    And I press "Confirm changes to this tiddler"
    Then I should see "Team offsite agenda"
    And I should see "meetings"
    And I should not see "Draft of 'Team offsite agenda'"

  Scenario: The sidebar search finds a note that is not open
    Given I am on the home page
    When I click the "new tiddler" button
    And I fill in the "New Tiddler" field with "Sourdough starter routine"
    And I press "Confirm changes to this tiddler"
    And I click "close all"
    And I type "Sourdough" into the "Search" box
    Then I should see "Title matches:"
    And I should see "Sourdough starter routine"
    And I should not see "Welcome to TiddlyWiki and the TiddlyWiki community"

  Scenario: Hiding the sidebar leaves only the story column
    Given I am on the home page
    When I click the "hide sidebar" button
    Then I should not see "a non-linear personal web notebook"
    And I should not see the "new tiddler" button
    And I should see "Syncing Changes to the Server"
    When I click the "show sidebar" button
    Then I should see "a non-linear personal web notebook"
    And I should see the "new tiddler" button

  Scenario: A closed note can be opened again from the Recent tab
    Given I am on the home page
    When I click the "new tiddler" button
    And I fill in the "New Tiddler" field with "Dentist on Tuesday"
    And I press "Confirm changes to this tiddler"
    And I click "close all"
    And I click the "Recent" tab
    And I click "Dentist on Tuesday"
    Then I should see the "Edit this tiddler" button
    And I should not see "Syncing Changes to the Server"
