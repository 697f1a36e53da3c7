# style: Behat MinkContext
Feature: Writing notes in my wiki
  As a person keeping a personal notebook
  I want to create, tag and find my notes
  So that my thoughts are saved and easy to get back to

  Scenario: A new note is saved with its text
    Given I am on "/"
    When I press "new tiddler"
    And I fill in "New Tiddler" with "Grocery list"
    And I fill in "Type the text for this tiddler" with "Buy oat milk and rye bread"
    And I press "Confirm changes to this tiddler"
    Then I should see "Grocery list"
    And I should see "Buy oat milk and rye bread"
    And I should not see "Draft of 'New Tiddler'"

  Scenario: A tag added while editing is shown on the saved note
    Given I am on "/"
    When I press "new tiddler"
    And I fill in "New Tiddler" with "Trip to Lisbon"
    And I fill in "tag name" with "travel"
    And I press "add"
    And I press "Confirm changes to this tiddler"
    Then I should see "Trip to Lisbon"
    And I should see "travel"
    And I should not see "Add a new field"

  Scenario: The sidebar search finds a note I closed
    Given I am on "/"
    When I press "new tiddler"
    And I fill in "New Tiddler" with "Plumber phone number"
    And I fill in "Type the text for this tiddler" with "Call Marta on Tuesday"
    And I press "Confirm changes to this tiddler"
    And I press "close all"
    And I fill in "search" with "Plumber"
    Then I should see "Plumber phone number"
    And I should not see "Call Marta on Tuesday"

  Scenario: A search for a word no note contains reports no results
    Given I am on "/"
    When I fill in "search" with "xylophone"
    Then I should see "0 matches"
    And I should see "No search result"
    And the "search" field should contain "xylophone"
