# style: first person
Feature: Finding my notes and tidying up the story
  Notes are saved on the server; the first scenario writes the note that
  the others look for, so the scenarios run in order.

  Scenario: I write a note about tea
    Given I am on the "/" page
    When I click the "+" button in the sidebar (tooltip "Create a new tiddler")
    And I change the title from "New Tiddler" to "Tea tasting"
    And I type "Darjeeling tastes floral" into the text area of the draft
    And I click the tick button (tooltip "Confirm changes to this tiddler")
    Then I should see a tiddler titled "Tea tasting"
    And it should read "Darjeeling tastes floral"

  Scenario: I find the note by a word from its text
    Given I am on the "/" page
    Then I should not see a tiddler titled "Tea tasting"
    When I type "Darjeeling" into the search box in the sidebar
    Then I should see "Tea tasting" in the search results
    When I click "Tea tasting" in the search results
    Then the "Tea tasting" tiddler should be open at the top of the story
    And it should read "Darjeeling tastes floral"

  Scenario: I close tiddlers from the Open tab
    Given I am on the "/" page
    And I have opened "Tea tasting" from the "Recent" tab
    When I click the "Open" tab
    Then the Open tab should list "Tea tasting" and "GettingStarted"
    When I click the "×" next to "GettingStarted" in the Open tab
    Then I should not see "Welcome to TiddlyWiki and the TiddlyWiki community"
    And the Open tab should list only "Tea tasting"
    When I click "close all"
    Then no tiddlers should be open in the story

  Scenario: I throw away a draft I don't want
    Given I am on the "/" page
    When I click the "+" button in the sidebar
    And I change the title from "New Tiddler" to "Scratch"
    Then I should see the draft "Draft of 'New Tiddler'"
    When I click the "Discard changes to this tiddler" button (the crossed circle)
    And I confirm that I want to discard the changes
    Then I should not see "Draft of 'New Tiddler'"
    And the Open tab should list only "GettingStarted"
