# style: cucumber-rails web_steps
Feature: Finding and changing notes from the sidebar
  As a wiki owner I want to find, edit and browse my notes.

  Scenario: A saved note is listed under the Recent tab
    Given I am on the home page
    When I press "Create a new tiddler"
    And I fill in the title of the new note with "Dentist appointment"
    And I fill in "Type the text for this tiddler" with "Bring the insurance card"
    And I press "Confirm changes to this tiddler"
    And I press "close all"
    Then I should not see "Bring the insurance card"
    When I press "Recent"
    Then I should see "Dentist appointment"

  Scenario: Editing a saved note changes its text
    Given I am on the home page
    When I press "Create a new tiddler"
    And I fill in the title of the new note with "Bike repair log"
    And I press "Confirm changes to this tiddler"
    Then I should see "Bike repair log"
    When I press "Edit this tiddler"
    And I fill in "Type the text for this tiddler" with "Replaced the chain and both tyres"
    And I press "Confirm changes to this tiddler"
    Then I should see "Replaced the chain and both tyres"

  Scenario: The control panel shows the wiki version
    Given I am on the home page
    When I press "Open control panel"
    Then I should see "$:/ControlPanel"
    And I should see "TiddlyWiki version"
    When I press "Appearance"
    Then I should see "Palette"

  Scenario: Folding every open note hides its text
    Given I am on the home page
    When I press "Tools"
    And I press "fold all tiddlers"
    Then I should not see "Syncing Changes to the Server"
    When I press "unfold all tiddlers"
    Then I should see "Syncing Changes to the Server"
