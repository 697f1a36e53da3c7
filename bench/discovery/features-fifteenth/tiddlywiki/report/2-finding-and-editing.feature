# style: cucumber-rails web_steps
Feature: Finding and editing notes
  Notes I have saved can be found again from the sidebar and changed later.

  Scenario: Search for a saved tiddler from the sidebar
    Given I am on the home page
    When I press "new tiddler"
    And I fill in "title" with "Bicycle repair log"
    And I fill in "Type the text for this tiddler" with "Replaced the rear tyre"
    And I press "Confirm changes to this tiddler"
    And I fill in "search box" with "Bicycle"
    Then I should see "Bicycle repair log"
    And I should not see "No matches"

  Scenario: Edit the text of a saved tiddler
    Given I am on the home page
    When I press "new tiddler"
    And I fill in "title" with "Packing list"
    And I fill in "Type the text for this tiddler" with "Passport and charger"
    And I press "Confirm changes to this tiddler"
    And I press "Edit this tiddler"
    And I fill in "Type the text for this tiddler" with "Passport, charger and sunscreen"
    And I press "Confirm changes to this tiddler"
    Then I should see "Passport, charger and sunscreen"

  Scenario: A new tiddler shows up in the Recent tab
    Given I am on the home page
    When I press "new tiddler"
    And I fill in "title" with "Dentist appointment"
    And I press "Confirm changes to this tiddler"
    And I press "Recent"
    Then I should see "Dentist appointment" in the ".tc-sidebar-scrollable" element
    And I should not see "Draft of 'Dentist appointment'"

  Scenario: A new tag is listed under More and Tags
    Given I am on the home page
    When I press "new tiddler"
    And I fill in "title" with "Tomato seedlings"
    And I fill in "tag name" with "garden"
    And I press "add"
    And I press "Confirm changes to this tiddler"
    And I press "More"
    And I press "Tags"
    Then I should see "garden" in the ".tc-more-sidebar" element
