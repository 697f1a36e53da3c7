# style: third person
Feature: Changing the documentation page in the browser
  As a visitor experimenting with the documentation wiki
  I want to open menus, take the guided tour, close topics and hide the sidebar
  So that I can shape the page to what I am reading right now

  Scenario: The Sites menu lists the other TiddlyWiki sites
    Given the user is on the home page
    Then the page does not show "talk.tiddlywiki.org – Community Forum"
    When the user clicks "Sites"
    Then the user sees "talk.tiddlywiki.org – Community Forum"
    And the user sees "classic.tiddlywiki.com – Original Classic Version (v2.x.x)"

  Scenario: The interactive tour covers the page and steps forwards and back
    Given the user is on the home page
    When the user clicks the "Start interactive training tour" button
    Then the user sees "Welcome to this tour of TiddlyWiki."
    And the page does not show "Make Something of Your Notes"
    When the user clicks "next"
    Then the user sees "A tiddler is like an index card."
    When the user clicks "back"
    Then the user sees "Welcome to this tour of TiddlyWiki."
    And the page does not show "A tiddler is like an index card."

  Scenario: Closing the other topics from the More actions menu keeps only the welcome topic
    Given the user is on the home page
    When the user clicks the "More actions" button
    And the user clicks "close others"
    Then the user sees "Make Something of Your Notes"
    And the page does not show "Choose how to get started quickly with TiddlyWiki."
    And the page does not show "Use the checkboxes to explore the methods of saving"

  Scenario: Hiding the sidebar hides the search and tabs until it is shown again
    Given the user is on the home page
    When the user clicks the "Hide sidebar" button
    Then the page does not show "Hire the founder of TiddlyWiki"
    And the user does not see the "Advanced search" button
    When the user clicks the "Show sidebar" button
    Then the user sees "Hire the founder of TiddlyWiki"
    And the user sees the "Advanced search" button
