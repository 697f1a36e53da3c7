# style: imperative, punctuated
Feature: Find, reload and delete tiddlers that live on the wiki server.

  Scenario: Find a tiddler by a word from its text.
    Given the wiki is open at "/".
    And Create a tiddler "Sourdough starter" with the text "Feed it with rye flour every morning.".
    When Type "rye flour" into the search box in the sidebar.
    Then The line under the search box reads "1 matches".
    And "Sourdough starter" is listed under "All matches:".
    And "No search result" is shown under "Title matches:".
    When Click "Sourdough starter" in the search popup.
    Then The "Sourdough starter" tiddler is at the top of the story river.

  Scenario: Get a saved tiddler back after reloading the page.
    Given the wiki is open at "/".
    And Create a tiddler "Gift ideas" with the text "A fountain pen for Dad.".
    And Wait until the cloud button in the sidebar no longer shows unsaved changes.
    When Reload the page.
    Then The story river shows only "GettingStarted".
    And The text "A fountain pen for Dad." is not shown.
    When Open the "Recent" tab in the sidebar.
    And Click "Gift ideas" in the Recent list.
    Then The text "A fountain pen for Dad." is shown.

  Scenario: Delete a tiddler for good.
    Given the wiki is open at "/".
    And Create a tiddler "Old meeting notes" with the text "Nothing worth keeping.".
    When Click "Edit this tiddler" on "Old meeting notes".
    And Click the bin button "Delete this tiddler".
    And Accept the browser dialog asking to delete "Old meeting notes".
    Then The "Old meeting notes" tiddler is gone from the story river.
    When Type "Old meeting notes" into the search box in the sidebar.
    Then The line under the search box reads "0 matches".

  Scenario: Turn a link to a missing tiddler into a real one.
    Given the wiki is open at "/".
    And Create a tiddler "Reading list" with the text "Start with [[Dune]] next.".
    When Click the italic "Dune" link in "Reading list".
    Then A "Dune" tiddler opens with the text 'Missing tiddler "Dune"'.
    When Click the pencil button in the toolbar of "Dune".
    And Type "Frank Herbert, 1965." into the text area.
    And Click the tick button "Confirm changes to this tiddler".
    Then The "Dune" tiddler shows "Frank Herbert, 1965.".
    And The text "Missing tiddler" is no longer shown.
