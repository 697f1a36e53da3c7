# style: third person
Feature: Searching the docs - a reader looks things up with the sidebar search

  Scenario: The reader finds the filter operators page
    Given the reader is on the home page
    When the reader types "filter operators" into the sidebar search box
    Then the reader sees "Title matches:"
    And the reader sees "Filter Operators" among the results
    When the reader opens the result "Filter Operators"
    Then the story river shows a tiddler titled "Filter Operators"

  Scenario: The reader searches for something that does not exist
    Given the reader is on the home page
    When the reader types "xyzzyplugh" into the sidebar search box
    Then the reader sees "0 matches"
    And the reader is told "No search result"
    When the reader types "Quick Start" into the sidebar search box
    Then the reader no longer sees "No search result"

  Scenario: The reader closes every open tiddler
    Given the reader is on the home page
    Then the story river shows a tiddler titled "HelloThere"
    When the reader switches to the "Open" tab
    Then the reader sees "close all"
    When the reader clicks "close all"
    Then the story river shows no tiddler titled "HelloThere"
    And the story river shows no tiddler titled "Quick Start"

  Scenario: The reader hides the sidebar to get more room
    Given the reader is on the home page
    Then the reader sees "a non-linear personal web notebook"
    When the reader clicks the "hide sidebar" button
    Then the reader no longer sees "a non-linear personal web notebook"
    And the reader sees a "show sidebar" button
