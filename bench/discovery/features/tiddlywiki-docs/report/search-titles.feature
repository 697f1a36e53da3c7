# style: CodeceptJS as Gherkin
Feature: Title matches in the search drop-down

  Scenario Outline: Searching for "<term>" lists matching titles
    Given I am on page "/"
    When I fill field "Search", "<term>"
    Then I see "Title matches:"
    And I see "<title 1>"
    And I see "<title 2>"

    Examples:
      | term               | title 1                         | title 2          |
      | sortby             | sortby Operator                 | sortby Operator (Examples) |
      | TiddlyDesktop      | How to Customize TiddlyDesktop  | Saving on TiddlyDesktop    |
      | keyboard shortcuts | How to create keyboard shortcuts | KeyboardShortcuts         |
