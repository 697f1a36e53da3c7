# style: CodeceptJS as Gherkin
Feature: Sidebar tabs and the control panel

  Scenario: Browse the sidebar tabs
    Given I am on page "/"
    Then I see "GettingStarted"
    When I click "More"
    Then I see "Missing"
    And I see "Orphans"
    When I click "Tools"
    Then I see "new journal"
    And I see "tag manager"
    When I click "Open"
    Then I see "close all"

  Scenario: Hide and show the sidebar
    Given I am on page "/"
    Then I see "My TiddlyWiki"
    When I click "Hide sidebar"
    Then I see "Welcome to TiddlyWiki and the TiddlyWiki community"
    And I dont see "My TiddlyWiki"
    When I click "Show sidebar"
    Then I see "My TiddlyWiki"
    And I see "a non-linear personal web notebook"

  Scenario: Change the wiki subtitle in the control panel
    Given I am on page "/"
    When I click "Open control panel"
    Then I see "Title of this TiddlyWiki"
    And I see in field "Subtitle", "a non-linear personal web notebook"
    When I fill field "Subtitle", "notes for the tea shop"
    And I press key "Tab"
    Then I see "notes for the tea shop"
    And I dont see "a non-linear personal web notebook"
