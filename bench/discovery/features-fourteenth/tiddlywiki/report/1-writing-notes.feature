# style: first person
Feature: Writing notes in my wiki
  I keep notes as tiddlers; whatever I save is stored by the wiki server.

  Scenario: I write a new note and save it
    Given I open the "/" page
    When I click the "new tiddler" button
    And I type "Shopping list" into the title field
    And I type "Buy oat milk and rye bread" into the "Type the text for this tiddler" box
    And I click the "Confirm changes to this tiddler" button
    Then I see the "Shopping list" title in the story river
    And I see "Buy oat milk and rye bread"
    But I no longer see "Draft of 'Shopping list'"

  Scenario: I tag a note while writing it
    Given I open the "/" page
    When I click the "new tiddler" button
    And I type "Garden plan" into the title field
    And I type "veggies" into the "tag name" box
    And I click the "add" button
    And I click the "Confirm changes to this tiddler" button
    Then I see the "Garden plan" title
    And I see the "veggies" tag on the note

  Scenario: I change the text of a note I saved earlier
    Given I open the "/" page
    When I click the "new tiddler" button
    And I type "Reading list" into the title field
    And I type "Dune" into the "Type the text for this tiddler" box
    And I click the "Confirm changes to this tiddler" button
    And I click the "Edit this tiddler" button
    And I type "Dune and Hyperion" into the "Type the text for this tiddler" box
    And I click the "Confirm changes to this tiddler" button
    Then I see "Dune and Hyperion"

  Scenario: I find a closed note again through the sidebar search
    Given I open the "/" page
    When I click the "new tiddler" button
    And I type "Boiler service" into the title field
    And I type "Call the plumber in March" into the "Type the text for this tiddler" box
    And I click the "Confirm changes to this tiddler" button
    And I click the "close all" button
    Then I no longer see "Call the plumber in March"
    When I type "Boiler" into the search box in the sidebar
    Then I see "Boiler service" in the search results
