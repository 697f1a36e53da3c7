# style: CodeceptJS as Gherkin
Feature: Sidebar tabs and the story river

  Scenario: The Tools tab lists page actions
    Given I am on page "/"
    Then I don't see "Create a new journal tiddler"
    When I click "Tools"
    Then I see "Create a new journal tiddler"
    And I see "Open tiddler manager"
    When I click "Open"
    Then I don't see "Create a new journal tiddler"
    And I see "close all"

  Scenario: Closing every tiddler and bringing the default ones back
    Given I am on page "/"
    Then I see "Welcome to TiddlyWiki and the TiddlyWiki community"
    When I click "close all"
    Then I don't see "Welcome to TiddlyWiki and the TiddlyWiki community"
    When I click "Tools"
    And I click "home"
    Then I see "Welcome to TiddlyWiki and the TiddlyWiki community"

  Scenario: A saved tiddler is listed under More, All
    Given I am on page "/"
    When I click "new tiddler"
    And I fill field "title", "Tea tasting"
    And I click "Confirm changes to this tiddler"
    And I click "close all"
    And I click "More"
    And I click "All"
    Then I see "Tea tasting"
    And I don't see "Welcome to TiddlyWiki and the TiddlyWiki community"

  Scenario: The editor keeps what I type until I save
    Given I am on page "/"
    When I click "new tiddler"
    And I fill field "title", "Holiday ideas"
    And I fill field "Type the text for this tiddler", "Lisbon in May"
    Then I see in field "title", "Holiday ideas"
    And I see in field "Type the text for this tiddler", "Lisbon in May"
    When I click "Confirm changes to this tiddler"
    Then I don't see element "Confirm changes to this tiddler"
    And I see "Lisbon in May"
