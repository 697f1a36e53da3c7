# style: CodeceptJS as Gherkin
Feature: Managing tiddlers and the wiki's layout
  As a TiddlyWiki user tidying up my notebook
  I want to delete notes, throw away drafts, adjust the sidebar tools and inspect a tiddler's details
  So that only the notes and buttons I need stay in front of me

  Scenario: Deleting a saved tiddler asks for confirmation and removes it
    Given I am on page "/"
    When I click "Create a new tiddler"
    And I fill field "New Tiddler", "Old curry recipe"
    And I click "Confirm changes to this tiddler"
    And I click "Edit this tiddler"
    And I click "Delete this tiddler"
    Then I see in popup "Do you wish to delete the tiddler"
    When I accept popup
    Then I don't see "Old curry recipe"

  Scenario: Discarding a fresh draft leaves nothing behind
    Given I am on page "/"
    When I click "Create a new tiddler"
    And I fill field "New Tiddler", "Half-baked idea"
    And I fill field "Type the text for this tiddler", "Maybe a podcast?"
    And I click "Discard changes to this tiddler"
    Then I see in popup "Do you wish to discard changes"
    When I accept popup
    Then I don't see "Draft of"
    And I don't see "Maybe a podcast?"

  Scenario: A tool ticked in the Tools tab becomes a page button that folds tiddlers
    Given I am on page "/"
    When I click "Tools"
    And I check option "fold all tiddlers"
    Then I see checkbox is checked "fold all tiddlers"
    When I click "Open"
    And I click "fold all tiddlers"
    Then I don't see "Syncing Changes to the Server"
    And I see "GettingStarted"

  Scenario: The info panel from the More actions menu shows fields and shadow status
    Given I am on page "/"
    When I click "More actions"
    And I click "info"
    Then I see "Step 1<br>Syncing"
    When I click "Advanced"
    Then I see "The tiddler GettingStarted is a shadow tiddler"
    And I don't see "Step 1<br>Syncing"
