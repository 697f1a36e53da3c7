# style: imperative, punctuated
Feature: Search as you type

  Background:
    * Open the page "/".

  Scenario: Results appear while typing and one can be opened.
    * Type "filter operators" into the search box.
    * "Title matches:" should be displayed.
    * "All matches:" should be displayed.
    * "sortby Operator" should be displayed in the search results.
    * Click on "Filter Operators" under "Title matches:".
    * "A filter operator is a predefined keyword attached to an individual step of a filter." should be displayed.

  Scenario: A search without any result.
    * Type "xyzzyqq" into the search box.
    * "No search result" should be displayed.
    * "sortby Operator" should not be displayed.
