# style: Behat MinkContext
Feature: Deleting a tiddler

  Scenario: Deleting a tiddler after confirming the browser dialog
    Given I am on "/"
    When I press "new tiddler"
    And I fill in the following:
      | Title | Old idea             |
      | Text  | This can be thrown away |
    And I press "Confirm changes to this tiddler"
    Then I should see "This can be thrown away"
    When I press "Edit this tiddler"
    And I press "Delete this tiddler"
    And I accept the confirmation 'Do you wish to delete the tiddler "Old idea"?'
    Then I should not see "This can be thrown away"
    And I should not see "Old idea"
    And I should see "GettingStarted"
