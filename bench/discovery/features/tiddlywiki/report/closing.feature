# style: first person
Feature: Closing tiddlers in the story river

  Scenario: I close the GettingStarted tiddler with its close button
    Given I am on "/"
    Then I should see "Welcome to TiddlyWiki and the TiddlyWiki community"
    When I click the "Close this tiddler" button on the "GettingStarted" tiddler
    Then I should not see "Welcome to TiddlyWiki and the TiddlyWiki community"
    And the Open tab should not list "GettingStarted"

  Scenario: I close everything with "close all"
    Given I am on "/"
    When I click the "new tiddler" button
    And I type "Packing list" into the title field
    And I click the "Confirm changes to this tiddler" button
    Then the Open tab should list "Packing list"
    When I click "close all" in the sidebar
    Then I should not see "Welcome to TiddlyWiki and the TiddlyWiki community"
    And I should not see "Packing list"
