# style: Behat MinkContext
Feature: Writing and finding notes in my wiki
  As a person who keeps personal notes in TiddlyWiki
  I want to create, tag, edit and search my tiddlers
  So that my notes stay up to date and easy to find

  Scenario: A new tiddler with a tag is saved into the story river
    Given I am on "/"
    When I press "Create a new tiddler"
    And I fill in "New Tiddler" with "Holiday packing list"
    And I fill in "Type the text for this tiddler" with "Passport, charger and sun cream"
    And I fill in "tag name" with "travel"
    And I press "add"
    And I press "Confirm changes to this tiddler"
    Then I should see "Passport, charger and sun cream"
    And I should not see "Draft of 'Holiday packing list'"

  Scenario: Editing a saved tiddler replaces its old text
    Given I am on "/"
    When I press "Create a new tiddler"
    And I fill in the following:
      | New Tiddler                    | Book club              |
      | Type the text for this tiddler | Next meeting on Monday |
    And I press "Confirm changes to this tiddler"
    And I press "Edit this tiddler"
    And I fill in "Type the text for this tiddler" with "Next meeting on Thursday"
    And I press "Confirm changes to this tiddler"
    Then I should see "Next meeting on Thursday"
    And I should not see "Next meeting on Monday"

  Scenario: The sidebar search finds a tiddler by a word in its title
    Given I am on "/"
    When I press "Create a new tiddler"
    And I fill in the following:
      | New Tiddler                    | Zanzibar trip   |
      | Type the text for this tiddler | Spice farm tour |
    And I press "Confirm changes to this tiddler"
    And I fill in "search" with "Zanzibar"
    Then I should see "1 matches"
    And I should see "Title matches:"
    When I fill in "search" with "Kilimanjaro"
    Then I should see "No search result"

  Scenario: Changing the subtitle in the control panel updates the sidebar
    Given I am on "/"
    When I press "Open control panel"
    And I fill in "Subtitle" with "notes from the garden shed"
    Then the "Subtitle" field should contain "notes from the garden shed"
    And the "Title of this TiddlyWiki" field should contain "My TiddlyWiki"
    And I should see "notes from the garden shed"
    And I should not see "a non-linear personal web notebook"
