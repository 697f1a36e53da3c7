# style: CodeceptJS as Gherkin
Feature: Finding my notes from the sidebar
  As a wiki user
  I want to tag notes and find them again from the sidebar
  So that I never lose a note

  Scenario: Tagging a new note
    Given I am on page "/"
    When I click "new tiddler"
    And I fill field "New Tiddler", "Packing list"
    And I fill field "tag name", "travel"
    And I click "add"
    And I click "Confirm changes to this tiddler"
    Then I see "travel"
    And I see "Packing list"
    And I don't see "Draft of 'Packing list'"

  Scenario: A saved note shows up in the Recent tab
    Given I am on page "/"
    When I click "new tiddler"
    And I fill field "New Tiddler", "Reading list"
    And I click "Confirm changes to this tiddler"
    And I click "Recent"
    Then I see "Reading list"
    And I don't see "Draft of 'Reading list'"

  Scenario: Searching the sidebar finds a saved note
    Given I am on page "/"
    When I click "new tiddler"
    And I fill field "New Tiddler", "Recipe ideas"
    And I click "Confirm changes to this tiddler"
    And I fill field "Search", "Recipe"
    Then I see "Title matches:"
    And I see in field "Search", "Recipe"
    And I don't see "No search result"

  Scenario: The More tab offers lists of tiddlers
    Given I am on page "/"
    When I click "More"
    Then I see "Missing"
    And I see "Orphans"
    And I see "Shadows"
    And I see element "tag manager"
