# style: CodeceptJS as Gherkin
Feature: Finding my way with the wiki sidebar
  As a wiki user with a growing number of notes
  I want to use the sidebar search, tabs and page tools
  So that I can find notes and reach the wiki's settings quickly

  Scenario: The sidebar search finds a note by a word of its title
    Given I am on page "/"
    When I click "new tiddler"
    And I fill field "New Tiddler", "Kiwi Orchard Plan"
    And I click "Confirm changes to this tiddler"
    And I fill field "search", "Orchard"
    Then I see "Title matches:"
    And I see "Kiwi Orchard Plan"
    And I don't see "No search result"

  Scenario: The More tab offers lists of tags, drafts and shadows
    Given I am on page "/"
    When I click "More"
    Then I see "Tags"
    And I see "Shadows"
    When I click "Tags"
    Then I see "tag manager"
    And I see "untagged"

  Scenario: The control panel opens with its information tabs
    Given I am on page "/"
    When I click "control panel"
    Then I see "$:/ControlPanel"
    And I see "Information about this TiddlyWiki"
    When I click "Appearance"
    Then I see "Ways to customise the appearance of your TiddlyWiki."
    And I see "Snow White"
    And I don't see "Information about this TiddlyWiki"

  Scenario: Discarding an untouched new note leaves no draft behind
    Given I am on page "/"
    When I click "new tiddler"
    Then I see "Add a new field:"
    And I see in field "New Tiddler", "New Tiddler"
    When I click "Discard changes to this tiddler"
    Then I don't see "Add a new field:"
    And I see "Welcome to TiddlyWiki and the TiddlyWiki community"
