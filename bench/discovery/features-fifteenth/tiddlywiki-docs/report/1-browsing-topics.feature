# style: imperative punctuated
Feature: Browsing documentation topics
  Topics open as cards in the story river and can be closed again.

  Scenario: Close every open topic and reopen HelloThere
    Given the home page is open.
    When Click the "Open" tab in the sidebar.
    And Click "close all".
    Then "Make Something of Your Notes" should not be displayed.
    And "Choose how to get started quickly with TiddlyWiki." should not be displayed.
    When Click the "Contents" tab.
    And Click "HelloThere" in the Contents tab.
    Then "Make Something of Your Notes" should be displayed.

  Scenario: Open a topic from the search results
    Given the home page is open.
    When Type "match" into the search box in the sidebar.
    Then "match Operator (Examples)" should be displayed.
    When Click "match Operator".
    Then "returns each item in the list that matches the parameter string" should be displayed.
    And "Introduced in v5.1.2" should be displayed.

  Scenario: The Open tab lists only the topics that are open
    Given the home page is open.
    When Click the "Open" tab in the sidebar.
    And Click "close all".
    And Click the "Contents" tab.
    And Click "Quick Start" in the Contents tab.
    And Click the "Open" tab.
    Then "Quick Start" should be displayed.
    And "Testimonials and Reviews" should not be displayed.

  Scenario: Reading the default topics on arrival
    Given the home page is open.
    Then "Make Something of Your Notes" should be displayed.
    And "Resources to help you learn more about TiddlyWiki and its community." should be displayed.
    And "Links to the TiddlyWiki community elsewhere on the web." should be displayed.
    When Type "Joe Armstrong" into the search box in the sidebar.
    Then "matches" should be displayed.
    But "0 matches" should not be displayed.
