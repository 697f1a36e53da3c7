# style: Behat MinkContext
Feature: Sidebar tools, wiki links and the control panel
  In order to find my way around my TiddlyWiki
  As a note taker
  I need the sidebar tabs, links between tiddlers and the control panel to work

  Scenario: Browse the Tools and More tabs of the sidebar
    Given I am on "/"
    Then I should see "My TiddlyWiki"
    When I press "Tools"
    Then I should see "Create a new journal tiddler"
    And I should see "Choose the colour palette"
    When I press "More"
    Then I should see "Orphans"
    When I press "Shadows"
    Then I should see "$:/AdvancedSearch"

  Scenario: A link to a tiddler that does not exist yet opens it as missing
    Given I am on "/"
    When I press "Create a new tiddler"
    And I fill in the tiddler title field with "Trip index for Porto"
    And I fill in "Type the text for this tiddler" with "Next stop: [[Porto itinerary]]"
    And I press "Confirm changes to this tiddler"
    Then I should see "Next stop: Porto itinerary"
    When I follow "Porto itinerary"
    Then I should see "Missing tiddler \"Porto itinerary\""
    And I should see 3 ".tc-tiddler-frame" elements

  Scenario: Look around the control panel
    Given I am on "/"
    When I press "Open control panel"
    Then I should see "$:/ControlPanel"
    And I should see "Information about this TiddlyWiki"
    When I press "Appearance"
    Then I should see "Ways to customise the appearance of your TiddlyWiki."
    When I press "Theme"
    Then I should see "Snow White"

  Scenario: Close every tiddler and bring back the default ones
    Given I am on "/"
    Then I should see 1 ".tc-tiddler-frame" elements
    When I press "close all"
    Then I should not see "Welcome to TiddlyWiki and the TiddlyWiki community"
    And I should see 0 ".tc-tiddler-frame" elements
    When I press "Tools"
    And I press "home"
    Then I should see "Welcome to TiddlyWiki and the TiddlyWiki community"
