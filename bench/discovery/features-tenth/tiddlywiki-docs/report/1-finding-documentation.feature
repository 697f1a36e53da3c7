# style: imperative punctuated
Feature: Finding my way around the TiddlyWiki documentation
  Readers use the sidebar to search, browse the contents and keep track of open topics.

  Scenario: Search the docs and open a title match
    Given open the page "/".
    When type "filter operators" into the sidebar search box.
    Then "Title matches:" should be displayed.
    And "Filter Operators" should be listed in the search results.
    When click on "Filter Operators" in the search results.
    Then the tiddler "Filter Operators" should be shown first in the story.
    And "A filter operator is a predefined keyword" should be displayed.

  Scenario: Open a topic from the Contents tab
    Given open the page "/".
    Then the "Contents" tab should be selected.
    When click on "Filters" in the contents list.
    Then the tiddler "Filters" should be shown first in the story.
    And "You can think of TiddlyWiki as a database" should be displayed.

  Scenario: Close a topic and check the Open tab
    Given open the page "/".
    When click on the "Open" tab.
    Then "Quick Start" should be listed in the Open tab.
    When close the tiddler "Quick Start".
    Then "Quick Start" should not be listed in the Open tab.
    And the tiddler "HelloThere" should still be shown.

  Scenario: Clear the story with close all
    Given open the page "/".
    Then the tiddler "HelloThere" should be shown first in the story.
    When click on the "Open" tab.
    And click on "close all".
    Then no tiddlers should be shown in the story.
    And "Make Something of Your Notes" should not be displayed.
