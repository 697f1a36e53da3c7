# style: first person
Feature: Opening and closing topics in the story river
  Topics open as cards in a column; each card has icon buttons at its top
  right ("More actions", "Edit this tiddler", "Close this tiddler").

  Scenario: I open a topic from the Contents tab
    Given I am on the home page "/"
    When I click "Filters" in the "Contents" tab of the sidebar
    Then I should see a card titled "Filters" at the top of the story river
    And I should see "You can think of TiddlyWiki as a database in which the records are tiddlers."

  Scenario: I close one topic with its close button
    Given I am on the home page "/"
    Then I should see "Joe Armstrong, Co-inventor of Erlang"
    When I click the "Close this tiddler" button on the "Testimonials and Reviews" card
    Then I should not see "Joe Armstrong, Co-inventor of Erlang"
    And I should still see a card titled "HelloThere"

  Scenario: I close every topic and get them back by reloading
    Given I am on the home page "/"
    When I click the "Open" tab in the sidebar
    And I click "close all" in the sidebar
    Then I should not see "Make Something of Your Notes"
    When I reload the page
    Then I should see "Make Something of Your Notes"

  Scenario: I read the forums tab of the Community card
    Given I am on the home page "/"
    When I click the "Forums" tab on the "Community" card
    Then I should see "Talk TiddlyWiki"
    And I should see "Google Groups"
    And I should not see "Areas of responsibility include:"

  Scenario: I look at the people of the community
    Given I am on the home page "/"
    Then I should see "Areas of responsibility include:"
    When I click the "TiddlyWiki People" tab on the "Community" card
    Then I should see "Community Cards can also showcase their interests and activities"
    And I should see "@linonetwo"
    And I should not see "Areas of responsibility include:"

  Scenario: I fold a topic to hide its text
    Given I am on the home page "/"
    When I click the "More actions" button on the "HelloThere" card
    And I click "fold tiddler" in the menu
    Then I should not see "Make Something of Your Notes"
    And I should still see a card titled "HelloThere"
