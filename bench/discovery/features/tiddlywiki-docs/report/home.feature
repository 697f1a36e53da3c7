# style: Behat MinkContext
Feature: Documentation home page

  Background:
    Given I am on "/"

  Scenario: The welcome topics are open on arrival
    Then I should see "TiddlyWiki v5.4.1"
    And I should see "Make Something of Your Notes"
    And I should see "Quick Start"
    And I should see "Hire the founder of TiddlyWiki"

  Scenario: Closing the HelloThere topic
    When I press "Close this tiddler" in the "HelloThere" tiddler
    Then I should not see "Make Something of Your Notes"
    And I should see "Choose how to get started quickly with TiddlyWiki."
