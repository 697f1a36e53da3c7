# style: Behat MinkContext
Feature: The documentation sidebar
  The sidebar tabs list topics and offer tools for the open topics.

  Scenario: The sidebar has five tabs and starts on Contents
    Given I am on the homepage
    Then I should see 5 ".tc-sidebar-tabs-main > .tc-tab-buttons > button" elements
    And I should see "Working with TiddlyWiki" in the ".tc-sidebar-tabs-main" element
    When I press "More"
    Then I should see "Orphans" in the ".tc-sidebar-tabs-main" element
    And I should see "Shadows" in the ".tc-sidebar-tabs-main" element

  Scenario: Opening a topic from the Contents tab
    Given I am on the homepage
    When I follow "Learning"
    Then I should see "Learn more about using TiddlyWiki:" in the ".tc-story-river" element
    And I should see "Introduction to filter notation"
    And the url should match "^http://127\.0\.0\.1:\d+/$"

  Scenario: Folding the open topics from the Tools tab
    Given I am on the homepage
    When I press "Tools"
    Then I should see "Fold the bodies of all opened tiddlers"
    When I press "fold all tiddlers"
    Then I should not see "Make Something of Your Notes"
    When I press "unfold all tiddlers"
    Then I should see "Make Something of Your Notes"

  Scenario: Opening the control panel
    Given I am on "/"
    When I press "Open control panel"
    Then I should see "$:/ControlPanel"
    And I should see "Information about this TiddlyWiki"
    When I press "Appearance"
    Then I should see "Palette"
