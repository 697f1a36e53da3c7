# style: imperative punctuated
Feature: Searching and reading the TiddlyWiki documentation
  As a new TiddlyWiki user looking for help
  I want to search the documentation and follow its links
  So that I can find the topic I need without scrolling through everything

  Scenario: Typing in the search box lists matching topics as I type
    Given the page "/" is open.
    Then "Title matches:" is not shown.
    When type "filter operators" in the "Search" field.
    Then "Title matches:" is shown.
    And "All matches:" is shown.
    And the "Filter Operators" link is shown.

  Scenario: Opening a search result shows that topic at the top of the story
    Given the page "/" is open.
    When type "filter operators" in the "Search" field.
    And click the "Filter Operators" link.
    Then "is a predefined keyword attached to an individual step of a" is shown.
    And "The following table lists all core operators:" is shown.
    And "Title matches:" is not shown.

  Scenario: Following a link inside a topic opens the linked example
    Given the page "/" is open.
    When click the "to-do list" link.
    Then "TaskManagementExample" is shown.
    And "Outstanding tasks" is shown.
    And the "Kill the Dragon" box is not ticked.

  Scenario: Ticking a task in the task example moves it to the completed list
    Given the page "/" is open.
    When click the "to-do list" link.
    And tick "Kill the Dragon".
    Then the "Kill the Dragon" box is ticked.
    And the "Compose ballad" box is not ticked.
    When untick "Kill the Dragon".
    Then the "Kill the Dragon" box is not ticked.
