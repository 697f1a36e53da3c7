# style: Behat
Feature: Sidebar tabs and the top menu bar
  In order to find my way around the documentation
  As a reader
  I need the sidebar tabs and the "Sites" menu to show their lists

  Scenario: The Open tab lists the topics on screen
    Given I am on "/"
    Then I should see "Customise TiddlyWiki"
    When I press "Open"
    Then I should see "close all"
    And I should not see "Customise TiddlyWiki"

  Scenario: The Tools tab shows the version
    Given I am on "/"
    When I press "Tools"
    Then I should see "TiddlyWiki version"
    And I should see "Fold the bodies of all opened tiddlers"
    And I should see "Open the default tiddlers"

  Scenario: The More tab offers further lists
    Given I am on "/"
    When I press "More"
    Then I should see "Missing"
    And I should see "Orphans"
    And I should see "Shadows"
    And I should see "abs Operator"

  Scenario: The Sites menu lists related sites
    Given I am on "/"
    When I press "Sites"
    Then I should see "talk.tiddlywiki.org – Community Forum"
    And I should see "classic.tiddlywiki.com – Original Classic Version (v2.x.x)"

  Scenario: The Contents menu of the top bar lists the chapters
    Given I am on "/"
    When I press "Open"
    Then I should not see "Customise TiddlyWiki"
    When I press "Contents" in the top menu bar
    Then I should see "Customise TiddlyWiki"
    And I should see "Working with TiddlyWiki"

  Scenario: Hiding the sidebar
    Given I am on "/"
    When I press "Hide sidebar"
    Then I should not see "Contents" in the sidebar
    And I should not see "a non-linear personal web notebook"
    When I press "Show sidebar"
    Then I should see "a non-linear personal web notebook"
