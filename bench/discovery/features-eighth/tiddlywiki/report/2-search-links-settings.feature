# style: CodeceptJS as Gherkin
Feature: Finding notes, following links and browsing the control panel
  Notes are saved on the server; every scenario uses its own unique titles.
  "Title" is the unlabelled title field at the top of a new note (it starts
  as "New Tiddler"); the note text goes into the box whose placeholder is
  "Type the text for this tiddler".

  Scenario: A closed note is found again through the sidebar search
    Given I am on page "/"
    When I click "Create a new tiddler"
    And I fill field "Title", "Garden Planning"
    And I fill field "Type the text for this tiddler", "Plant tomatoes near the fence"
    And I click "Confirm changes to this tiddler"
    And I click "close all"
    Then I don't see "Garden Planning"
    When I fill field "Search", "tomatoes"
    Then I see "Garden Planning"

  Scenario: A link to a note that does not exist yet opens a "missing" note
    Given I am on page "/"
    When I click "Create a new tiddler"
    And I fill field "Title", "Sauce Notes"
    And I fill field "Type the text for this tiddler", "Ask [[Grandma Rosa]] about the sauce"
    And I click "Confirm changes to this tiddler"
    Then I see "Ask Grandma Rosa about the sauce"
    When I click "Grandma Rosa"
    Then I see "Missing tiddler"
    And I see "click to create"

  Scenario: The control panel switches between its tabs
    Given I am on page "/"
    When I click "Open control panel"
    Then I see "Information about this TiddlyWiki"
    When I click "Appearance"
    Then I see "Ways to customise the appearance of your TiddlyWiki."
    And I see "Snow White"
    When I click "Keyboard Shortcuts"
    Then I see "cancel-edit-tiddler"
    And I don't see "Ways to customise the appearance of your TiddlyWiki."

  Scenario: Text added to a saved note by editing it again is shown
    Given I am on page "/"
    When I click "Create a new tiddler"
    And I fill field "Title", "Reading Queue"
    And I click "Confirm changes to this tiddler"
    Then I see "Reading Queue"
    When I click "Edit this tiddler" within the note "Reading Queue"
    And I fill field "Type the text for this tiddler", "Dune, then Hyperion"
    And I click "Confirm changes to this tiddler"
    Then I see "Dune, then Hyperion"
