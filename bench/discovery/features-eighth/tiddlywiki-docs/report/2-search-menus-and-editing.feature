# style: Behat MinkContext
Feature: Menu bar search, site menu, advanced search and the editor
  The documentation is one static page; nothing typed here is saved.
  HelloThere is the first card of the story column when the page opens.

  Scenario: Searching from the menu bar and opening a widget page
    Given I am on "/"
    When I fill in "Search..." with "checkbox widget"
    Then I should see "Title matches:"
    And I should see "CheckboxWidget (indeterminate)"
    When I follow "CheckboxWidget (indeterminate)"
    Then I should see "indeterminate Checkboxes"

  Scenario: The Sites menu lists the related TiddlyWiki sites
    Given I am on "/"
    Then I should not see "talk.tiddlywiki.org – Community Forum"
    When I press "Sites"
    Then I should see "talk.tiddlywiki.org – Community Forum"
    And I should see "classic.tiddlywiki.com – Original Classic Version (v2.x.x)"

  Scenario: Listing the tiddlers tagged Filters with the advanced search filter tab
    Given I am on "/"
    When I press "Advanced search"
    And I press "Filter"
    Then I should see "Search via a filter expression"
    When I fill in "Search via a filter expression" with "[tag[Filters]]"
    Then I should see "10 matches"
    And I should see "Tag Operators"

  Scenario: Opening the editor on HelloThere and discarding without changes
    Given I am on "/"
    When I press "Edit this tiddler"
    Then I should see "Draft of 'HelloThere'"
    And I should see "Add a new field:"
    When I press "Discard changes to this tiddler"
    Then I should not see "Draft of 'HelloThere'"
    And I should see "Make Something of Your Notes"
