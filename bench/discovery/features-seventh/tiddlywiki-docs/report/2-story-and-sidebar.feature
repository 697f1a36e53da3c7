# style: imperative, punctuated
Feature: Tidy the story river and the sidebar of the documentation site.

  Scenario: Close a single tiddler.
    Given the documentation is open at "/".
    And The "HelloThere" tiddler is at the top of the story river.
    When Click the close button (the cross) at the top right of "HelloThere".
    Then The "HelloThere" tiddler is gone from the story river.
    And "Quick Start" is now the first tiddler in the story river.
    When Open the "Open" tab in the sidebar.
    Then "HelloThere" is not in the list.

  Scenario: Close everything at once.
    Given the documentation is open at "/".
    When Open the "Open" tab in the sidebar.
    And Click "close all" below the list.
    Then The story river is empty.
    And The text "Make Something of Your Notes" is not shown.
    And The "Open" tab lists no tiddlers.

  Scenario: Hide the sidebar and bring it back.
    Given the documentation is open at "/".
    When Click the "Hide sidebar" button (the double chevron at the top right).
    Then The note "Hire the founder of TiddlyWiki" is not shown.
    And The sidebar search box is gone.
    When Click the "Show sidebar" button.
    Then The note "Hire the founder of TiddlyWiki" is shown again.
    And The "Contents" tab is visible in the sidebar.

  Scenario: Write a scratch tiddler in the page.
    Given the documentation is open at "/".
    When Click the "+" button in the sidebar to create a new tiddler.
    And Replace the title "New Tiddler" with "My scratch note".
    And Type "Remember to read about filters." into the text area.
    And Click the tick button to save it.
    Then The "My scratch note" tiddler is at the top of the story river.
    And It reads "Remember to read about filters.".
    When Open the "Recent" tab in the sidebar.
    Then "My scratch note" is at the top of the Recent list.
