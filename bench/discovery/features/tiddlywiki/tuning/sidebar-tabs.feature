# style: CodeceptJS as Gherkin
Feature: Sidebar tabs

  Scenario: The Recent tab lists a note just written
    Given I am on page "/"
    When I click "new tiddler"
    And I fill field "New Tiddler", "Meeting notes"
    And I click "Confirm changes to this tiddler"
    And I click "Recent"
    Then I see "Meeting notes" in the sidebar

  Scenario: The Tools and More tabs
    Given I am on page "/"
    When I click "Tools"
    Then I see "TiddlyWiki version"
    And I see "Create a new journal tiddler"
    When I click "More"
    Then I see "Missing"
    And I see "tag manager"
    And I don't see "Create a new journal tiddler"
