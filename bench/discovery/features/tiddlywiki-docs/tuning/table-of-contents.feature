# style: cucumber-rails web_steps (Capybara)
Feature: Table of contents in the sidebar

  Scenario: Opening a topic from the Contents tab
    Given I am on the home page
    Then I should see "Contents"
    When I follow "Filters" within the sidebar
    Then I should see "You can think of TiddlyWiki as a database in which the records are tiddlers."
    And I should see "A filter is a concise notation for selecting a particular set of tiddlers"

