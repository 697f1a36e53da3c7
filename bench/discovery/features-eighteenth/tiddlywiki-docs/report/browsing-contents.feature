# style: cucumber-rails web_steps
Feature: Browsing the documentation contents
  As a new TiddlyWiki user
  I want to open topics from the table of contents and look around the sidebar tabs
  So that I can learn what TiddlyWiki offers

  Scenario: Opening the Filters topic from the contents
    Given I am on the home page
    And I should not see "You can think of TiddlyWiki as a database"
    When I follow "Filters"
    Then I should see "You can think of TiddlyWiki as a database in which the records are tiddlers." within ".tc-story-river"
    And I should see "A filter is a concise notation for selecting a particular set of tiddlers"

  Scenario: Opening the Learning topic lists tutorials
    Given I am on the home page
    When I follow "Learning"
    Then I should see "Learn more about using TiddlyWiki:"
    And I should see "Introduction to filter notation"
    And I should see "Sharing your tiddlers with others"

  Scenario: The Tools tab lists the page actions
    Given I am on the home page
    When I follow "Tools"
    Then I should see "TiddlyWiki version 5.4.1"
    And I should see "Fold the bodies of all opened tiddlers"
    And I should see "Create a new journal tiddler"

  Scenario: The More tab offers an index of all topics
    Given I am on the home page
    When I follow "More"
    Then I should see "Missing"
    And I should see "Orphans"
    And I should see "ActionCreateTiddlerWidget"
    And I should not see "TiddlyWiki version 5.4.1"
