# style: imperative, punctuated
Feature: Searching the wiki from the sidebar

  Background:
    * Open the page "/".
    * Click on the "new tiddler" button in the sidebar.
    * Type "Tea order" into the title field.
    * Type "Sencha and Jasmine Pearls" into the text editor.
    * Click on the "Confirm changes to this tiddler" button.

  Scenario: Search for a word of the text.
    * Type "Jasmine" into the sidebar search box.
    * "1 matches" should be displayed.
    * "Tea order" should be displayed under "All matches:".

  Scenario: Search for a word that is nowhere.
    * Type "nothingmatches" into the sidebar search box.
    * "0 matches" should be displayed.
    * "No search result" should be displayed.
