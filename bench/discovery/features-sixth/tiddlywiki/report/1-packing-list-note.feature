# style: cucumber-rails web_steps (Capybara)
Feature: Keeping a packing list note
  In order to remember what to take on a trip
  As a wiki user
  I want to write a note, tag it and find it again later

  Scenario: Writing a new note
    Given I am on "/"
    When I press "Create a new tiddler"
    Then I should see "Draft of 'New Tiddler'"
    When I fill in "Title" with "Packing list"
    And I fill in "Type the text for this tiddler" with "Passport, tickets and a phone charger"
    And I press "Confirm changes to this tiddler"
    Then I should see "Packing list" within "the story river"
    And I should see "Passport, tickets and a phone charger" within "the story river"
    And I should not see "Draft of 'New Tiddler'"

  Scenario: Tagging the note after opening it from the Recent tab
    Given I am on "/"
    When I press "Recent"
    And I follow "Packing list" within "the sidebar"
    Then I should see "Passport, tickets and a phone charger" within "the Packing list tiddler"
    When I press "Edit this tiddler" within "the Packing list tiddler"
    And I fill in "tag name" with "travel"
    And I press "add"
    And I press "Confirm changes to this tiddler"
    Then I should see "travel" within "the Packing list tiddler"

  Scenario: Finding the note with the sidebar search
    Given I am on "/"
    When I fill in "Search" with "charger"
    Then I should see "Packing list" within "the search results"
    When I follow "Packing list" within "the search results"
    Then I should see "Passport, tickets and a phone charger" within "the Packing list tiddler"
    And I should see "travel" within "the Packing list tiddler"

  Scenario: Listing the notes of a tag from the More tab
    Given I am on "/"
    When I press "More"
    And I press "Tags"
    Then I should see "travel" within "the sidebar"
    When I press "travel" within "the sidebar"
    Then I should see "Packing list" within "the tag dropdown"
    When I follow "Packing list" within "the tag dropdown"
    Then I should see "Passport, tickets and a phone charger" within "the story river"
