# style: third person
Feature: Sidebar tools, editing and advanced search in the documentation wiki
  A reader of the documentation uses the sidebar tools, writes a quick
  note of their own and runs a filter search. Nothing is saved to a server;
  the changes live in the open page.

  Scenario: The reader folds and unfolds all open tiddlers
    Given the reader is on the page "/"
    When the reader opens the "Tools" tab of the sidebar
    And the reader clicks "fold all tiddlers"
    Then the text "Make Something of Your Notes" should not be visible
    But the tiddler title "HelloThere" should still be visible
    When the reader clicks "unfold all tiddlers"
    Then the text "Make Something of Your Notes" should be visible

  Scenario: The reader writes a new tiddler
    Given the reader is on the page "/"
    When the reader clicks the "new tiddler" button at the top of the sidebar
    Then the reader should see an editor headed "Draft of 'New Tiddler'"
    When the reader changes the title to "Tea tasting notes"
    And the reader types "Sencha tastes grassy and sweet." into the text area
    And the reader confirms the changes
    Then the first tiddler in the story should be "Tea tasting notes"
    And that tiddler should say "Sencha tastes grassy and sweet."

  Scenario: The reader searches with a filter expression
    Given the reader is on the page "/"
    When the reader clicks the "Advanced search" button next to the search box
    Then the first tiddler in the story should be "$:/AdvancedSearch"
    When the reader switches to the "Filter" tab of the advanced search
    And the reader enters the filter "[tag[Filters]]"
    Then the reader should see "10 matches"
    And the results should include "Filter Syntax" and "Tag Operators"

  Scenario: The reader closes everything and goes back home
    Given the reader is on the page "/"
    When the reader opens the "Tools" tab of the sidebar
    And the reader clicks "close all"
    Then the story should be empty
    When the reader clicks "home"
    Then the first tiddler in the story should be "HelloThere"
    And the story should show 7 tiddlers
