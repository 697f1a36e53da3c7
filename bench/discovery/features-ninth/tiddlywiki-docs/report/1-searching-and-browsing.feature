# style: first person
Feature: Searching and browsing the TiddlyWiki documentation
  As someone learning TiddlyWiki
  I want to search the docs, use the table of contents and close topics I am done with
  So that I only have the topics I care about in front of me

  Scenario: Finding the filter operators with the sidebar search
    Given I open "/"
    When I type "filter operators" into the search box in the sidebar
    Then I should see "Title matches:" below the search box
    And "Filter Operators" should be listed among the title matches
    When I click "Filter Operators" in the search results
    Then the "Filter Operators" tiddler should open at the top of the story river
    And I should see "A filter operator is a predefined keyword attached to an individual step of a filter."

  Scenario: Expanding a section of the table of contents
    Given I open "/"
    When I click the little arrow next to "Filters" in the Contents tab of the sidebar
    Then I should see "Filter Syntax" and "String Operators" nested under "Filters"
    When I click "Filter Syntax" in the table of contents
    Then the first tiddler in the story river should be "Filter Syntax"
    And I should see "Filters follow a grammar that is presented here, using railroad diagrams"

  Scenario: Closing a single topic
    Given I open "/"
    Then the story river should show 7 tiddlers, the first one being "HelloThere"
    When I click the close button (the ×) of the "HelloThere" tiddler
    Then "Quick Start" should be the first tiddler in the story river
    When I click the "Open" tab in the sidebar
    Then the list of open tiddlers should not include "HelloThere"
    And the list of open tiddlers should include "Quick Start" and "Community"

  Scenario: Following a link in the welcome text
    Given I open "/"
    When I click the "to-do list" link in the "HelloThere" tiddler
    Then the "TaskManagementExample" tiddler should open right below "HelloThere"
    And I should see "TiddlyWiki5 can be used as a simple task management system without further customisation."
    When I reload the page
    Then the "TaskManagementExample" tiddler should no longer be open
