# style: first person
Feature: Moving around the story river
  As someone reading and writing in my wiki
  I want to close, reopen and follow tiddlers

  Scenario: Close everything and go back home
    Given I open the page "/"
    Then I see the "GettingStarted" tiddler in the story river
    When I click "close all" in the sidebar
    Then I no longer see "Welcome to TiddlyWiki and the TiddlyWiki community"
    When I open the "Tools" tab in the sidebar
    And I click the "home" button there
    Then I see "Welcome to TiddlyWiki and the TiddlyWiki community" again

  Scenario: Follow a link to a tiddler that does not exist yet
    Given I open the page "/"
    When I click the "Create a new tiddler" button in the sidebar
    And I type "Trip Ideas" as the title
    And I type "See [[Holiday Plans]] for details" into the text box
    And I click the "Confirm changes to this tiddler" button
    Then I see "See Holiday Plans for details" in the "Trip Ideas" tiddler
    When I click the "Holiday Plans" link
    Then I see the message "Missing tiddler"
    And I see "Holiday Plans" in the list of open tiddlers in the sidebar

  Scenario: Tag a tiddler and find the tag in the tag list
    Given I open the page "/"
    When I click the "Create a new tiddler" button in the sidebar
    And I type "Pancakes" as the title
    And I type "Recipes" into the "tag name" box and click "add"
    And I click the "Confirm changes to this tiddler" button
    Then I see the tag "Recipes" on the "Pancakes" tiddler
    When I open the "More" tab in the sidebar and choose "Tags"
    Then I see "Recipes" in the tag list
