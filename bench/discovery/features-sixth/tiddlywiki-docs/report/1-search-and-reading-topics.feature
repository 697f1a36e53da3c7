# style: first person
Feature: Finding and reading topics in the TiddlyWiki documentation
  As someone learning TiddlyWiki I look things up with the sidebar
  search and the table of contents, and I tidy up the column of open topics.

  Scenario: I find a topic with the sidebar search
    Given I open the page "/"
    When I type "filter operators" into the sidebar search box
    Then I should see "Title matches:" in the search results
    And I should see "234 matches" next to the search box
    When I click "Filter Operators" in the search results
    Then the first tiddler in the story should be "Filter Operators"
    When I press Escape in the search box
    Then the search results should no longer be shown

  Scenario: I browse the table of contents
    Given I open the page "/"
    Then the "Contents" tab of the sidebar should be selected
    When I click the arrow next to "Filters" in the contents
    Then I should see "Introduction to filter notation" under "Filters" in the contents
    And I should see "Tag Operators" under "Filters" in the contents
    When I click "Filter Syntax" in the contents
    Then the first tiddler in the story should be "Filter Syntax"

  Scenario: I close one of the open tiddlers
    Given I open the page "/"
    Then the story should show 7 tiddlers
    When I click the "Open" tab in the sidebar
    Then I should see "Quick Start" in the list of open tiddlers
    When I click the close button of the "Quick Start" tiddler
    Then the story should show 6 tiddlers
    And I should not see "Quick Start" in the list of open tiddlers
    But I should still see "Find Out More" in the list of open tiddlers

  Scenario: I follow a link inside a tiddler and close the new one again
    Given I open the page "/"
    When I click the link "non-linear" in the "HelloThere" tiddler
    Then the tiddler "Philosophy of Tiddlers" should open right below "HelloThere"
    And the story should show 8 tiddlers
    When I click the close button of the "Philosophy of Tiddlers" tiddler
    Then the story should show 7 tiddlers
    And the second tiddler in the story should be "Quick Start"
