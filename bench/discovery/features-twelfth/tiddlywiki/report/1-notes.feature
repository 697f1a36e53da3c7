# style: first person
Feature: Writing notes in my wiki
  As someone keeping personal notes
  I want to create, tag and find tiddlers
  So that my notes stay organised

  Scenario: I create a new note with a title and some text
    Given I open the home page
    When I click the "new tiddler" button
    Then I should see "Draft of 'New Tiddler'"
    When I replace "New Tiddler" in the title field with "Packing list"
    And I type "Passport, charger and sunscreen" into the "Type the text for this tiddler" field
    And I click the "Confirm changes to this tiddler" button
    Then I should see "Passport, charger and sunscreen"
    And I should not see "Draft of 'Packing list'"

  Scenario: I tag a note and find the tag in the sidebar
    Given I open the home page
    When I click the "new tiddler" button
    And I replace "New Tiddler" in the title field with "Lisbon weekend"
    And I type "travel" into the "tag name" field and press Enter
    And I click the "Confirm changes to this tiddler" button
    And I click the "close all" button
    And I click the "More" tab
    And I click the "Tags" tab
    Then I should see "travel"

  Scenario: I find a closed note with the sidebar search
    Given I open the home page
    When I click the "new tiddler" button
    And I replace "New Tiddler" in the title field with "Lentil soup recipe"
    And I type "Simmer the red lentils for 25 minutes" into the "Type the text for this tiddler" field
    And I click the "Confirm changes to this tiddler" button
    And I click the "close all" button
    Then I should not see "Simmer the red lentils"
    When I type "lentil soup" into the search box
    Then I should see "Lentil soup recipe"

  Scenario: I see my saved note in the Recent tab after reloading
    Given I open the home page
    When I click the "new tiddler" button
    And I replace "New Tiddler" in the title field with "Morning routine"
    And I click the "Confirm changes to this tiddler" button
    And I click the "Recent" tab
    Then I should see "Morning routine"
    When I reload the page
    And I click the "Recent" tab
    Then I should see "Morning routine"
