# style: CodeceptJS as Gherkin
Feature: Linking notes together
  A recipe note links to an ingredient that does not exist yet; the
  ingredient is created from the link, the recipe gets a tag, and the
  ingredient is deleted again.

  Scenario: Write a recipe that links to a missing note
    Given I am on page "/"
    When I click "Create a new tiddler"
    Then I see "Draft of 'New Tiddler'"
    When I fill field "input.tc-titlebar", "Pancake recipe"
    And I fill field "Type the text for this tiddler", "Mix flour, eggs and milk. Serve with [[Maple syrup]]."
    And I click "Confirm changes to this tiddler"
    Then I see "Mix flour, eggs and milk. Serve with Maple syrup."
    And I don't see "[[Maple syrup]]"
    And I see element "[data-tiddler-title='Pancake recipe']"

  Scenario: Create the missing note from its link
    Given I am on page "/"
    When I click "Recent"
    And I click "Pancake recipe"
    And I click "Maple syrup"
    Then I see "Missing tiddler"
    When I click "Edit this tiddler" within "[data-tiddler-title='Maple syrup']"
    And I fill field "Type the text for this tiddler", "Grade A amber, from Vermont."
    And I click "Confirm changes to this tiddler"
    Then I see "Grade A amber, from Vermont."

  Scenario: Find the recipe by a word in its text and tag it
    Given I am on page "/"
    When I fill field "input[type=search]", "flour"
    Then I see "Pancake recipe"
    When I click "Pancake recipe"
    And I click "Edit this tiddler" within "[data-tiddler-title='Pancake recipe']"
    And I fill field "tag name", "cooking"
    And I press key "Enter"
    And I click "Confirm changes to this tiddler"
    Then I see "cooking" within "[data-tiddler-title='Pancake recipe']"

  Scenario: Delete the ingredient note after confirming
    Given I am on page "/"
    When I click "Recent"
    And I click "Maple syrup"
    And I click "Edit this tiddler" within "[data-tiddler-title='Maple syrup']"
    And I click "Delete this tiddler"
    Then I see in popup "Do you wish to delete the tiddler"
    When I accept popup
    Then I don't see element "[data-tiddler-title='Maple syrup']"
    And I don't see "Maple syrup"
