# style: first person
Feature: Writing and finding my notes
  As someone who keeps a personal notebook in TiddlyWiki
  I want to write, tag and find my notes
  So that nothing I write down gets lost

  Scenario: Writing a new note and saving it
    Given I open the page "/"
    When I click the "Create a new tiddler" button
    Then I should see an editor for a new note
    When I replace the title with "Lisbon packing list"
    And I type "Passport, charger and sunscreen" into the "Type the text for this tiddler" box
    And I click the "Confirm changes to this tiddler" button
    Then I should see a note titled "Lisbon packing list"
    And the note "Lisbon packing list" should say "Passport, charger and sunscreen"

  Scenario: Tagging a note before saving it
    Given I open the page "/"
    When I click the "Create a new tiddler" button
    And I replace the title with "Quarterly budget review"
    And I type "finance" into the "tag name" field
    And I click the 1st "add" button
    Then I should see the tag "finance" on the note I am editing
    When I click the "Confirm changes to this tiddler" button
    Then the note "Quarterly budget review" should be tagged "finance"

  Scenario: Hiding and showing the sidebar
    Given I open the page "/"
    Then I should see the "Recent" tab in the sidebar
    When I click the "Hide sidebar" button
    Then I should not see the "Recent" tab in the sidebar
    When I click the "Show sidebar" button
    Then I should see the "Recent" tab in the sidebar

  Scenario: Finding a closed note again with the search box
    Given I open the page "/"
    When I click the "Create a new tiddler" button
    And I replace the title with "Garden watering rota"
    And I type "Water the tomatoes on Tuesday" into the "Type the text for this tiddler" box
    And I click the "Confirm changes to this tiddler" button
    And I click the "close all" button
    Then I should not see "Water the tomatoes on Tuesday"
    When I type "tomatoes" into the search box
    Then I should see "Garden watering rota" in the search results
