# style: Behat MinkContext
Feature: Editing tiddlers and using the control panel
  In order to keep my wiki tidy
  As a wiki owner
  I need to write, change and throw away tiddlers

  Scenario: Create a tiddler by filling in the draft form
    Given I am on "/"
    When I press "new tiddler"
    And I fill in the following:
      | New Tiddler                   | Standup notes           |
      | Type the text for this tiddler | Release moved to Friday |
    And I press "Confirm changes to this tiddler"
    Then I should see "Release moved to Friday"
    And I should not see "Draft of 'Standup notes'"
    And I should see 2 ".tc-tiddler-frame" elements

  Scenario: Change the text of a saved tiddler
    Given I am on "/"
    When I press "new tiddler"
    And I fill in "New Tiddler" with "Reading list"
    And I fill in "Type the text for this tiddler" with "Dune"
    And I press "Confirm changes to this tiddler"
    And I press "Edit this tiddler"
    And I fill in "Type the text for this tiddler" with "Dune and Foundation"
    And I press "Confirm changes to this tiddler"
    Then I should see "Dune and Foundation"

  Scenario: Discard an untouched draft
    Given I am on "/"
    When I press "new tiddler"
    Then I should see "Draft of 'New Tiddler'"
    And I should see 2 ".tc-tiddler-frame" elements
    When I press "Discard changes to this tiddler"
    Then I should not see "Draft of 'New Tiddler'"
    And I should see 1 ".tc-tiddler-frame" elements

  Scenario: Browse the tabs of the control panel
    Given I am on "/"
    When I press "control panel"
    Then I should see "Information about this TiddlyWiki"
    When I press "Keyboard Shortcuts"
    Then I should see "Open the AdvancedSearch panel from within the sidebar search field"
    When I press "close all"
    Then I should not see "Information about this TiddlyWiki"
