# style: imperative punctuated
Feature: Searching and browsing the TiddlyWiki documentation

  Scenario: Search the documentation from the sidebar
    Given Open the page "/".
    When Type "filter operators" into the search box.
    Then "Title matches" should be displayed.
    And "Filter Operators" should be displayed.
    And "All matches" should be displayed.

  Scenario: Open a topic from the table of contents
    Given Open the page "/".
    When Click on the "Filters" link.
    Then "Introduction to filter notation" should be displayed.
    When Click on the "Open" tab.
    And Click on the "close all" button.
    Then "Make Something of Your Notes" should not be displayed.

  Scenario: Switch the sidebar to the Open tab
    Given Open the page "/".
    When Click on the "Open" tab.
    Then "HelloThere" should be displayed.
    When Click on the "close all" button.
    Then "Make Something of Your Notes" should not be displayed.

  Scenario: Open a search result
    Given Open the page "/".
    When Type "Working with TiddlyWiki" into the search box.
    Then "Title matches" should be displayed.
    When Click on the 1st "Working with TiddlyWiki" link.
    Then "Information to help you get started using TiddlyWiki:" should be displayed.
