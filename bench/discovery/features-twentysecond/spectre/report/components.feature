# style: cucumber-rails web_steps
Feature: Exploring the Spectre components
  As a designer evaluating Spectre.css
  I want to open the modal, accordion and menu examples and move between pages
  So that I can judge how the components look and behave

  Scenario: The example modal opens and closes
    Given I am on the modals page
    Then I should not see "This is the content inside the modal."
    When I follow "Open Modal"
    Then I should see "This is the content inside the modal."
    And I should see "Modal title"
    When I follow "Close"
    Then I should not see "This is the content inside the modal."

  Scenario: Only one section of the exclusive accordion is open at a time
    Given I am on the accordions page
    Then I should see "Element 1" within ".docs-demo .column:first-child"
    When I choose "Layout" within ".docs-demo .column:first-child"
    Then I should see "Layout 1"
    And I should not see "Element 1" within ".docs-demo .column:first-child"

  Scenario: The menu example has working checkbox and switch items
    Given I am on the menu page
    When I check "form-checkbox"
    And I check "form-switch"
    And I choose "form-radio"
    Then the "form-checkbox" checkbox should be checked
    And the "form-switch" checkbox should be checked
    And the "Public" checkbox should not be checked

  Scenario: The example table lists films and the sidebar leads on to buttons
    Given I am on the tables page
    Then I should see "The Shawshank Redemption" within "table"
    And I should see "Release date"
    When I follow "Buttons"
    Then I should be on the buttons page
    And I should not see "The Shawshank Redemption"
