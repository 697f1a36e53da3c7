# style: CodeceptJS as Gherkin
Feature: Finding topics in the TiddlyWiki documentation

  Scenario: Searching from the sidebar and opening a title match
    Given I am on page "/"
    And I wait for text "Make Something of Your Notes", 30
    When I fill field ".tc-sidebar-search input[type=search]", "filter operators"
    Then I see "Title matches:"
    And I see "Filter Operators" in ".tc-search-drop-down"
    When I click "Filter Operators" in ".tc-search-drop-down"
    Then I see element ".tc-tiddler-frame[data-tiddler-title='Filter Operators']"
    And I see "A filter operator is a predefined keyword attached to an individual step of a filter."

  Scenario: A search with no hits, cleared with Escape
    Given I am on page "/"
    And I wait for text "Make Something of Your Notes", 30
    When I fill field ".tc-sidebar-search input[type=search]", "qwertyzxcvb"
    Then I see "0 matches"
    And I see "No search result"
    When I press key "Escape"
    Then I dont see "No search result"
    And I see in field ".tc-sidebar-search input[type=search]", ""

  Scenario: Jumping to Filters from the Contents menu in the top bar
    Given I am on page "/"
    And I wait for text "Make Something of Your Notes", 30
    When I click "Contents" in ".tc-menubar"
    Then I see "Working with TiddlyWiki" in ".tc-drop-down"
    When I click "Filters" in ".tc-drop-down"
    Then I see "You can think of TiddlyWiki as a database in which the records are tiddlers."
    And I see element ".tc-tiddler-frame[data-tiddler-title='Filters']"

  Scenario: Expanding a branch of the table of contents in the sidebar
    Given I am on page "/"
    And I wait for text "Make Something of Your Notes", 30
    Then I dont see "Filter Syntax"
    When I click ".tc-sidebar-scrollable a[href='#Filters'] button"
    Then I see "Filter Syntax" in ".tc-sidebar-scrollable"
    And I see "Mathematics Operators" in ".tc-sidebar-scrollable"
    When I click "Filter Syntax" in ".tc-sidebar-scrollable"
    Then I see "Filters follow a grammar that is presented here, using railroad diagrams"
