# style: cucumber-rails web_steps (Capybara)
Feature: Editing and deleting tiddlers
  In order to keep my notes up to date
  As a wiki user
  I want to change the text of a tiddler, find it again and delete it

  Scenario: Edit the text of a tiddler
    Given I am on "/"
    When I press "Create a new tiddler"
    And I fill in "New Tiddler" with "Reading List"
    And I fill in "Type the text for this tiddler" with "Dune"
    And I press "Confirm changes to this tiddler"
    Then I should see "Dune" within "the Reading List tiddler"
    When I press "Edit this tiddler" within "the Reading List tiddler"
    And I fill in "Type the text for this tiddler" with "Dune and Neuromancer"
    And I press "Confirm changes to this tiddler"
    Then I should see "Dune and Neuromancer" within "the Reading List tiddler"

  Scenario: A new tiddler shows up under Recent
    Given I am on "/"
    When I press "Create a new tiddler"
    And I fill in "New Tiddler" with "Gift Ideas"
    And I fill in "Type the text for this tiddler" with "A teapot for Grandma"
    And I press "Confirm changes to this tiddler"
    And I press "close all"
    And I press "Recent"
    Then I should see "Gift Ideas" within "the sidebar"
    When I follow "Gift Ideas"
    Then I should see "A teapot for Grandma"

  Scenario: Delete a tiddler
    Given I am on "/"
    When I press "Create a new tiddler"
    And I fill in "New Tiddler" with "Old Idea"
    And I press "Confirm changes to this tiddler"
    Then I should see "Old Idea"
    When I press "Edit this tiddler" within "the Old Idea tiddler"
    And I press "Delete this tiddler"
    And I confirm the popup
    Then I should not see "Old Idea"
