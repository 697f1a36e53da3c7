# style: Behat MinkContext
Feature: Sidebar, tags and wiki settings
  The scenarios run in order on one wiki: the tiddler created in the second scenario is
  looked up by its tag in the third one, and the last one changes the wiki's subtitle.

  Scenario: Hiding and showing the sidebar
    Given I am on "/"
    Then I should see "My TiddlyWiki"
    When I press "Hide sidebar"
    Then I should not see "My TiddlyWiki"
    And I should see "GettingStarted"
    When I press "Show sidebar"
    Then I should see "My TiddlyWiki"

  Scenario: Creating a tiddler with a tag
    Given I am on "/"
    When I press "Create a new tiddler"
    And I fill in "New Tiddler" with "Sprint goals"
    And I fill in "tag name" with "planning"
    And I press "add"
    And I press "Confirm changes to this tiddler"
    Then I should see "Sprint goals"
    And I should see "planning"

  Scenario: Finding a tiddler through the tag list in the More tab
    Given I am on "/"
    When I press "More"
    And I press "Tags"
    Then I should see "planning"
    When I click on the "planning" tag
    Then I should see "Sprint goals"

  Scenario: Changing the subtitle in the control panel
    Given I am on "/"
    When I press "Open control panel"
    Then I should see "Title of this TiddlyWiki"
    When I fill in "Subtitle" with "Release checklist notebook"
    Then I should see "Release checklist notebook"
    And I should not see "a non-linear personal web notebook"
