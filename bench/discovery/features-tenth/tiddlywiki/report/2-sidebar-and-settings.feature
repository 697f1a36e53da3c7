# style: cucumber-rails web_steps
Feature: Sidebar lists, preview and settings
  In order to look after my wiki
  As its owner
  I want the sidebar lists, the editor preview and the control panel to work

  Scenario: A saved note shows up in the Recent tab
    Given I am on the home page
    When I press "Create a new tiddler"
    And I fill in the tiddler title with "Dentist appointment"
    And I fill in "Type the text for this tiddler" with "Thursday at 10:30"
    And I press "Confirm changes to this tiddler"
    Then I should see "Thursday at 10:30"
    When I press "Recent"
    Then I should see "Dentist appointment" within the sidebar

  Scenario: Previewing formatted text while editing
    Given I am on the home page
    When I press "Create a new tiddler"
    And I fill in the tiddler title with "Holiday checklist"
    And I fill in "Type the text for this tiddler" with "Pack the ''sunhat'' and the map"
    And I press "Show preview pane"
    Then I should see "sunhat" within the bold text of the preview
    When I press "Confirm changes to this tiddler"
    Then I should see "Pack the sunhat and the map"
    And I should not see "Draft of 'Holiday checklist'"

  Scenario: Renaming the wiki in the control panel
    Given I am on the home page
    When I press "Open control panel"
    Then I should see "Information about this TiddlyWiki"
    When I fill in "Title of this TiddlyWiki" with "Family Recipes"
    Then the "Title of this TiddlyWiki" field should contain "Family Recipes"
    And I should see "Family Recipes" within the site title

  Scenario: Seeing other notes with the same tag from the tag button
    Given I am on the home page
    When I press "Create a new tiddler"
    And I fill in the tiddler title with "Pasta dough"
    And I fill in "tag name" with "Cooking"
    And I press "add"
    And I press "Confirm changes to this tiddler"
    Then I should see "Cooking" within the tiddler "Pasta dough"
    When I click on the "Cooking" tag
    Then I should see "Pasta dough" within the tag dropdown
