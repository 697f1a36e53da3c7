# style: Behat MinkContext
Feature: Editing tiddlers
  In order to keep my wiki accurate
  As a wiki author
  I need to write, re-open and discard tiddler drafts

  Scenario: Saving a tagged tiddler
    Given I am on "/"
    When I press "new tiddler"
    And I fill in "title" with "Reading list"
    And I fill in "tag name" with "books"
    And I press "add"
    And I press "Confirm changes to this tiddler"
    Then I should see "Reading list"
    And I should see "books"

  Scenario: Re-opening a saved tiddler for editing keeps its title
    Given I am on "/"
    When I press "new tiddler"
    And I fill in "title" with "Packing list"
    And I press "Confirm changes to this tiddler"
    And I press "Edit this tiddler"
    Then the "title" field should contain "Packing list"
    When I press "Confirm changes to this tiddler"
    Then I should not see "Draft of 'Packing list'"

  Scenario: A new tiddler shows up under the Recent tab
    Given I am on "/"
    When I press "new tiddler"
    And I fill in "title" with "Holiday ideas"
    And I press "Confirm changes to this tiddler"
    And I press "Recent"
    Then I should see "Holiday ideas" in the ".tc-sidebar-lists" element
    And I should not see "Draft of 'Holiday ideas'"

  Scenario: The Tools tab of the sidebar lists wiki actions
    Given I am on "/"
    When I press "Tools"
    Then I should see "new tiddler"
    And I should see "export all"
    And I should see "export all" in the ".tc-sidebar-lists" element
