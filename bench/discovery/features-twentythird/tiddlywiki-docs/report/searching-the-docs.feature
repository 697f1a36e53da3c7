# style: imperative punctuated
Feature: Searching and browsing the TiddlyWiki documentation
  As a newcomer learning TiddlyWiki
  I want to search the documentation and open topics from the sidebar
  So that I can read about a feature without scrolling through everything

  Scenario: Searching for filter operators lists matching topics
    Given the page "/" is open.
    Then "Title matches:" is not shown.
    When type "filter operators" in the "Search..." field.
    Then "Title matches:" is shown.
    And "All matches:" is shown.
    And "search-replace Operator" is shown.
    And the "Search..." field holds "filter operators".

  Scenario: Opening the Filters topic from the table of contents
    Given the page "/" is open.
    Then "A filter is a concise notation for selecting a particular set of tiddlers" is not shown.
    When click "Filters".
    Then "A filter is a concise notation for selecting a particular set of tiddlers" is shown.
    And "Introduction to filter notation" is shown.
    And "Make Something of Your Notes" is shown.

  Scenario: Closing every open topic from the Open tab
    Given the page "/" is open.
    When click "Open".
    Then "close all" is shown.
    When click "close all".
    Then "Make Something of Your Notes" is not shown.
    And "Choose how to get started quickly with TiddlyWiki." is not shown.
    And "TiddlyWiki v5.4.1" is shown.

  Scenario: The Tools tab lists page actions instead of the contents
    Given the page "/" is open.
    Then "Customise TiddlyWiki" is shown.
    When click "Tools".
    Then "export all" is shown.
    And "Fold the bodies of all opened tiddlers" is shown.
    And "Customise TiddlyWiki" is not shown.
