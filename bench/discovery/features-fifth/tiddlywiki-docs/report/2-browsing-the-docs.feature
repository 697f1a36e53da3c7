# style: imperative, punctuated
Feature: Browsing the documentation from the sidebar and from links

  Scenario: Search the docs from the sidebar search box
    Given I open the page "/".
    When I type "journal" into the search box in the sidebar.
    Then "19 matches" should be displayed.
    And "Creating journal tiddlers" should be listed under "Title matches:".
    When I click on the "Creating journal tiddlers" link in the search results.
    Then the tiddler "Creating journal tiddlers" should be displayed at the top of the story river.
    And "Journal tiddlers are tiddlers that use a date and/or time as their title." should be displayed.

  Scenario: Expand a branch of the table of contents
    Given I open the page "/".
    When I click on the arrow next to "Filters" in the "Contents" tab of the sidebar.
    Then "Tag Operators" should be displayed below "Filters".
    When I click on the "Tag Operators" link.
    Then the tiddler "Tag Operators" should be displayed at the top of the story river.
    And "Tag operators are filter operators that interact with strings." should be displayed.

  Scenario: Follow a link in a topic and tick off a task in the example
    Given I open the page "/".
    When I click on the "to-do list" link in the "HelloThere" tiddler.
    Then the tiddler "TaskManagementExample" should be displayed.
    When I tick the checkbox next to "Make the beds" under "Outstanding tasks".
    Then "Make the beds" should be displayed under "Completed tasks", next to "Go to Mordor".
    And "Make the beds" should no longer be displayed under "Outstanding tasks".

  Scenario: Close a topic and check the list of open tiddlers
    Given I open the page "/".
    When I click on the "Close this tiddler" button of the "HelloThere" tiddler.
    Then "Make Something of Your Notes" should not be displayed.
    When I click on the "Open" tab in the sidebar.
    Then "Quick Start" should be displayed in the list of open tiddlers.
    But "HelloThere" should not be displayed in the list of open tiddlers.
