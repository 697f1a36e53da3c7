# style: third person
Feature: Using the sidebar and the guided tour of the documentation
  As a visitor to the TiddlyWiki documentation
  I want to take the guided tour and manage the open topics from the sidebar
  So that I learn the basics and keep the page uncluttered

  Scenario: Starting the interactive tour covers the page with its first step
    Given the user is on "/"
    When the user clicks "Start interactive training tour"
    Then the user sees "An interactive tour of TiddlyWiki"
    And the page does not show "Make Something of Your Notes"
    When the user clicks "next"
    Then the user sees "How does it work?"
    And the page does not show "Let's get started!"

  Scenario: Going back a step in the tour shows the previous step again
    Given the user is on "/"
    When the user clicks "Start interactive training tour"
    And the user clicks "next"
    Then the user sees "Each tiddler must have a unique title"
    When the user clicks "back"
    Then the user sees "Let's get started!"
    And the page does not show "Each tiddler must have a unique title"

  Scenario: Closing everything from the Open tab empties the story
    Given the user is on "/"
    When the user opens the "Open" tab
    Then the user sees "close all"
    When the user clicks "close all"
    Then the page does not show "Make Something of Your Notes"
    And the page does not show "Choose how to get started quickly with TiddlyWiki."
    And the user sees "TiddlyWiki"

  Scenario: Closing one topic keeps the others open
    Given the user is on "/"
    When the user clicks "Close this tiddler"
    Then the page does not show "Make Something of Your Notes"
    And the user sees "Choose how to get started quickly with TiddlyWiki."
    When the user opens the "Open" tab
    Then the user sees the "Quick Start" link
    And the user does not see the "HelloThere" link
