# style: CodeceptJS
Feature: Story river tools and the control panel

  Scenario: Close all open tiddlers and bring the default one back
    Given I am on page "/"
    When I click "close all"
    Then I don't see "Welcome to TiddlyWiki and the TiddlyWiki community"
    When I click "Tools"
    And I click "home"
    Then I see "Welcome to TiddlyWiki and the TiddlyWiki community"

  Scenario: Open the control panel
    Given I am on page "/"
    When I click "Open control panel"
    Then I see "$:/ControlPanel"
    And I see "Information about this TiddlyWiki"
    And I see in field "Title of this TiddlyWiki", "My TiddlyWiki"
    And I see in field "Subtitle", "a non-linear personal web notebook"

  Scenario: Change the subtitle of the wiki and change it back
    Given I am on page "/"
    When I click "Open control panel"
    And I fill field "Subtitle", "Recipes and errands"
    Then I see "Recipes and errands"
    And I don't see "a non-linear personal web notebook"
    When I fill field "Subtitle", "a non-linear personal web notebook"
    Then I see "a non-linear personal web notebook"

  Scenario: Browse the Appearance tab of the control panel
    Given I am on page "/"
    When I click "Open control panel"
    And I click "Appearance"
    Then I see "Ways to customise the appearance of your TiddlyWiki."
    And I see "Palette"
    And I see "Theme Tweaks"

  Scenario: Check the default settings
    Given I am on page "/"
    When I click "Open control panel"
    And I click "Settings"
    Then I see "These settings let you customise the behaviour of TiddlyWiki."
    And I see checkbox "Enable links to missing tiddlers" is checked
    And I don't see checkbox "Enable automatic CamelCase linking" is checked

  Scenario: Show the fields of the welcome tiddler
    Given I am on page "/"
    When I click "More actions"
    And I click "info"
    Then I see "Fields"
    When I click "Fields"
    Then I see "caption"
    And I see "Step 1<br>Syncing"

  Scenario: Fold the welcome tiddler
    Given I am on page "/"
    When I click "More actions"
    And I click "fold tiddler"
    Then I don't see "Welcome to TiddlyWiki and the TiddlyWiki community"
    And I see "GettingStarted"
