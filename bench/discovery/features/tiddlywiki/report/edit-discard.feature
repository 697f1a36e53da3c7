# style: cucumber-rails web_steps (Capybara)
Feature: Editing a tiddler and throwing the changes away

  Scenario: Discarding an edit keeps the saved text
    Given I am on "/"
    And I press "new tiddler"
    And I fill in "Title" with "Reading list"
    And I fill in "Text" with "Dune by Frank Herbert"
    And I press "Confirm changes to this tiddler"
    Then I should see "Dune by Frank Herbert"
    When I press "Edit this tiddler" within the "Reading list" tiddler
    And I fill in "Text" with "Nothing to read"
    And I press "Discard changes to this tiddler"
    And I confirm the popup
    Then I should see "Dune by Frank Herbert"
    And I should not see "Nothing to read"
    And I should not see "Draft of 'Reading list'"
