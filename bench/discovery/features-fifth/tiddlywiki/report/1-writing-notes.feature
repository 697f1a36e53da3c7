# style: imperative, punctuated
Feature: Writing, finding, editing and deleting a note
  The scenarios of this feature build on each other: the note created in the first one
  is searched for, edited and finally deleted by the following ones.

  Scenario: Create a tagged note from the sidebar
    Given I open the page "/".
    When I click on the "Create a new tiddler" button in the sidebar.
    Then "Draft of 'New Tiddler'" should be displayed.
    When I replace the title "New Tiddler" with "Packing list".
    And I type "travel" into the "tag name" field and click on the "add" button next to it.
    And I type "Passport, charger, sunscreen" into the "Type the text for this tiddler" text area.
    And I click on the "Confirm changes to this tiddler" button.
    Then the tiddler "Packing list" should be displayed with the tag "travel".
    And "Passport, charger, sunscreen" should be displayed.

  Scenario: Find the note with the sidebar search
    Given I open the page "/".
    When I type "sunscreen" into the search box in the sidebar.
    Then "1 matches" should be displayed.
    When I click on the "Packing list" link in the search results.
    Then the tiddler "Packing list" should be displayed at the top of the story river.
    And "Passport, charger, sunscreen" should be displayed.

  Scenario: Change the text of the note
    Given I open the page "/".
    When I click on the "Recent" tab in the sidebar.
    And I click on the "Packing list" link in that tab.
    Then the tiddler "Packing list" should be displayed.
    When I click on the "Edit this tiddler" button of the "Packing list" tiddler.
    And I replace the text with "Passport, charger, sunscreen, travel adapter".
    And I click on the "Confirm changes to this tiddler" button.
    Then "Passport, charger, sunscreen, travel adapter" should be displayed.

  Scenario: Delete the note
    Given I open the page "/".
    When I click on the "Recent" tab in the sidebar.
    And I click on the "Packing list" link in that tab.
    And I click on the "Edit this tiddler" button of the "Packing list" tiddler.
    Then "Draft of 'Packing list'" should be displayed.
    When I click on the "Delete this tiddler" button.
    And I accept the browser dialog asking whether to delete the tiddler.
    Then the tiddler "Packing list" should not be displayed.
    And "Packing list" should not be displayed in the "Recent" tab.
