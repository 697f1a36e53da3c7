# style: imperative, punctuated
Feature: Searching the documentation
  Results appear while typing, both in the sidebar and in the search box of the top menu bar.

  Scenario: Find the filter operators reference from the sidebar
    * Open the page "/".
    * Type "filter operators" into the sidebar search box.
    * "Title matches:" should be displayed.
    * "234 matches" should be displayed.
    * Click on "Filter Operators" under "Title matches:".
    * "A filter operator is a predefined keyword attached to an individual step of a filter." should be displayed.

  Scenario: A search with no results
    * Open the page "/".
    * Type "xyzzyplugh" into the sidebar search box.
    * "0 matches" should be displayed.
    * "No search result" should be displayed.

  Scenario: Open a topic from the search box in the menu bar
    * Open the page "/".
    * Type "TiddlyDesktop" into the "Search..." box at the top.
    * "TiddlyDesktop Releases" should be displayed in the results.
    * "Saving on TiddlyDesktop" should be displayed in the results.
    * Click on "TiddlyDesktop" in the results.
    * "TiddlyDesktop is an app for working with TiddlyWiki files" should be displayed.
