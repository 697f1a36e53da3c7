# style: third person
Feature: Reading the TiddlyWiki documentation
  A reader finds topics through the sidebar search, the table of contents,
  the top menu bar and the links inside the cards of the story column.

  Scenario: Searching from the sidebar and opening a result
    Given the reader opens the documentation at "/"
    When the reader types "filter operators" into the sidebar search box (not the "Search..." box of the top menu bar)
    Then the reader should see "Title matches:" in the search results
    And the reader should see "Filter Operators" in the search results
    When the reader clicks the search result "Filter Operators"
    Then the reader should see "A filter operator is a predefined keyword attached to an individual step of a filter."

  Scenario: Expanding a section of the table of contents
    Given the reader opens the documentation at "/"
    Then the reader should not see "Tag Operators"
    When the reader clicks the small arrow in front of "Filters" in the "Contents" tab of the sidebar
    Then the reader should see "Filter Syntax" in the table of contents
    And the reader should see "Tag Operators" in the table of contents
    When the reader clicks "Tag Operators" in the table of contents
    Then the reader should see "Tag operators are filter operators that interact with strings."

  Scenario: Closing every card and reopening GettingStarted from the menu bar
    Given the reader opens the documentation at "/"
    When the reader opens the "Open" tab of the sidebar
    And the reader clicks "close all" in that tab
    Then the reader should not see "Make Something of Your Notes"
    When the reader clicks "GettingStarted" in the top menu bar
    Then the reader should see "Click here to download an empty copy of TiddlyWiki"
    And the reader should still not see "Make Something of Your Notes"

  Scenario: Following a link inside the HelloThere card
    Given the reader opens the documentation at "/"
    Then the reader should not see "Philosophy of Tiddlers"
    When the reader clicks the link "non-linear" in the text of the HelloThere card
    Then the reader should see the card heading "Philosophy of Tiddlers"
    And the reader should see "The purpose of recording and organising information is so that it can be used again."
