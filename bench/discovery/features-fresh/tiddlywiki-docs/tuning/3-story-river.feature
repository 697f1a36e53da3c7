# style: Behat MinkContext
Feature: Opening and closing topics in the story river
  In order to keep only the topics I am reading on screen
  As a reader of the documentation
  I need to close topics and bring back the default ones

  Scenario: Close one topic
    Given I am on "/"
    Then I should see "Choose how to get started quickly with TiddlyWiki."
    When I press "Close this tiddler" in the "Quick Start" tiddler
    Then I should not see "Choose how to get started quickly with TiddlyWiki."
    And I should see "Make Something of Your Notes"

  Scenario: Close everything, then open GettingStarted from the menu bar
    Given I am on "/"
    When I press "Open"
    And I press "close all"
    Then I should not see "Make Something of Your Notes"
    When I follow "GettingStarted"
    Then I should see "Don't attempt to use the browser File/Save menu option to save changes (it doesn't work)"

  Scenario: Bring back the default topics with the home button
    Given I am on "/"
    When I press "Open"
    And I press "close all"
    And I press "Tools"
    And I press "home"
    Then I should see "Make Something of Your Notes"
    And I should see "Choose how to get started quickly with TiddlyWiki."
