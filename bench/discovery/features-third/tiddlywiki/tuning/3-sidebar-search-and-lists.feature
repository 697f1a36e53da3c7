# style: cucumber-rails
Feature: Sidebar search and lists
  In order to find my notes again
  As a wiki user
  I want to search them and browse the lists in the sidebar

  Scenario: Searching finds a saved tiddler by its title
    Given I am on the "/" page
    When I press "Create a new tiddler"
    And I fill in the tiddler title with "Holiday plans"
    And I press "Confirm changes to this tiddler"
    Then I should see "Holiday plans"
    When I fill in the sidebar search box with "Holiday"
    Then I should see "Title matches:" within the search results
    And I should see "Holiday plans" within the search results

  Scenario: Searching for nonsense finds nothing
    Given I am on the "/" page
    When I fill in the sidebar search box with "qwxzzy"
    Then I should see "No search result" within the search results
    And I should not see "Holiday plans" within the search results

  Scenario: Opening a closed tiddler again from the search results
    Given I am on the "/" page
    When I press "Create a new tiddler"
    And I fill in the tiddler title with "Lamp repair"
    And I fill in "Type the text for this tiddler" with "Buy a new fuse"
    And I press "Confirm changes to this tiddler"
    And I press "close all"
    Then I should not see "Buy a new fuse"
    When I fill in the sidebar search box with "Lamp"
    And I follow "Lamp repair" within the search results
    Then I should see "Buy a new fuse"

  Scenario: A freshly saved tiddler shows up under Recent
    Given I am on the "/" page
    When I press "Create a new tiddler"
    And I fill in the tiddler title with "Weekly menu"
    And I press "Confirm changes to this tiddler"
    Then I should see "Weekly menu"
    When I press "Recent" within the sidebar
    Then I should see "Weekly menu" within the sidebar

  Scenario: A link to a tiddler that does not exist is listed as missing
    Given I am on the "/" page
    When I press "Create a new tiddler"
    And I fill in the tiddler title with "Trip ideas"
    And I fill in "Type the text for this tiddler" with "Visit [[Lisbon]] in spring"
    And I press "Confirm changes to this tiddler"
    Then I should see "Visit Lisbon in spring"
    When I press "More" within the sidebar
    And I press "Missing" within the sidebar
    Then I should see "Lisbon" within the sidebar

  Scenario: The tag of a new tiddler is listed under More, Tags
    Given I am on the "/" page
    When I press "Create a new tiddler"
    And I fill in the tiddler title with "Repot the fern"
    And I fill in "tag name" with "houseplants"
    And I press "add" within the tags area of the editor
    And I press "Confirm changes to this tiddler"
    Then I should see "Repot the fern"
    When I press "More" within the sidebar
    And I press "Tags" within the sidebar
    Then I should see "houseplants" within the sidebar

  Scenario: Hiding and showing the sidebar
    Given I am on the "/" page
    When I press "Hide sidebar"
    Then I should not see "a non-linear personal web notebook"
    When I press "Show sidebar"
    Then I should see "a non-linear personal web notebook"
