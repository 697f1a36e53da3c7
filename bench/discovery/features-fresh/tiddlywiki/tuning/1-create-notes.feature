# style: Behat MinkContext
Feature: Creating notes
  In order to keep my notes in one place
  As a wiki user
  I need to be able to create tiddlers with a title, tags and text

  Scenario: Create a tagged tiddler from the sidebar
    Given I am on "/"
    When I press "Create a new tiddler"
    And I fill in "New Tiddler" with "Shopping List"
    And I fill in "tag name" with "Errands"
    And I press "add"
    And I fill in "Type the text for this tiddler" with "Milk, eggs and bread"
    And I press "Confirm changes to this tiddler"
    Then I should see "Shopping List"
    And I should see "Errands"
    And I should see "Milk, eggs and bread"

  Scenario: Find a saved tiddler with the sidebar search
    Given I am on "/"
    When I press "Create a new tiddler"
    And I fill in "New Tiddler" with "Packing List"
    And I fill in "Type the text for this tiddler" with "Passport and charger"
    And I press "Confirm changes to this tiddler"
    Then I should see "Passport and charger"
    When I press "close all"
    Then I should not see "Passport and charger"
    When I fill in "search" with "Passport"
    Then I should see "1 matches"
    When I follow "Packing List"
    Then I should see "Passport and charger"

  Scenario: Cancel a new tiddler without changing it
    Given I am on "/"
    When I press "Create a new tiddler"
    Then I should see "Draft of 'New Tiddler'"
    When I press "Discard changes to this tiddler"
    Then I should not see "Draft of 'New Tiddler'"
    And I should see "GettingStarted"
