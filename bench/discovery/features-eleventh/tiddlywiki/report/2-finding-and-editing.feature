# style: CodeceptJS as Gherkin
Feature: Finding and editing notes through search, the Recent tab and the editor

  Scenario: Search finds a freshly saved note by its title
    Given I am on page "/"
    When I click "new tiddler"
    And I fill field "title", "Lighthouse D4"
    And I click "Confirm changes to this tiddler"
    Then I see "Lighthouse D4"
    When I fill field "search", "Lighthouse"
    Then I see "Title matches:"
    And I see "1 matches"

  Scenario: A saved note shows up in the Recent tab
    Given I am on page "/"
    When I click "new tiddler"
    And I fill field "title", "Morning pages E5"
    And I click "Confirm changes to this tiddler"
    Then I see "Morning pages E5"
    When I click "Recent"
    Then I see "Morning pages E5" in ".tc-sidebar-tabs-main"

  Scenario: Edit the text of a saved note
    Given I am on page "/"
    When I click "new tiddler"
    And I fill field "title", "Garden F6"
    And I click "Confirm changes to this tiddler"
    Then I see "Garden F6"
    When I click "Edit this tiddler"
    And I fill field "Type the text for this tiddler", "Plant basil in June"
    And I click "Confirm changes to this tiddler"
    Then I see "Plant basil in June"

  Scenario: Delete a note after confirming the prompt
    Given I am on page "/"
    When I click "new tiddler"
    And I fill field "title", "Scrap note G7"
    And I click "Confirm changes to this tiddler"
    Then I see "Scrap note G7"
    When I click "Edit this tiddler"
    And I click "Delete this tiddler"
    And I accept popup
    Then I don't see "Scrap note G7"
