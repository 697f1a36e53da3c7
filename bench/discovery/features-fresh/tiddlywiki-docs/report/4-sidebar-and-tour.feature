# style: CodeceptJS as Gherkin
Feature: Sidebar controls and the interactive tour

  Scenario: Step through the first pages of the tour
    Given I am on page "/"
    When I click "Start interactive training tour"
    Then I see "An interactive tour of TiddlyWiki"
    When I click "next"
    Then I see "How does it work?"
    And I see "A tiddler is like an index card."
    When I click "back"
    Then I see "Welcome to this tour of TiddlyWiki."

  Scenario: Hide and show the sidebar
    Given I am on page "/"
    Then I see "Hire the founder of TiddlyWiki"
    When I click "Hide sidebar"
    Then I see "Make Something of Your Notes"
    And I dont see "Hire the founder of TiddlyWiki"
    When I click "Show sidebar"
    Then I see "Hire the founder of TiddlyWiki"

  Scenario: List the open topics
    Given I am on page "/"
    When I click "Open"
    Then I see "Testimonials and Reviews"
    And I see "close all"
    When I click "close all"
    Then I dont see "Testimonials and Reviews"
