# style: first person
Feature: Menus, dropdowns and small toggles
  I try the controls that live inside the Menu, Tabs and Forms examples.

  Scenario: I make my profile public in the menu example
    Given I am on "/docs/components/menu.html"
    Then the "Public" checkbox next to "My profile" should be unchecked
    When I click the "Public" checkbox next to "My profile"
    Then the "Public" checkbox next to "My profile" should be checked

  Scenario: I turn off the switch inside the menu
    Given I am on "/docs/components/menu.html"
    Then the "form-switch" switch in the menu should be on
    And the "form-checkbox" checkbox in the menu should be checked
    When I click the "form-switch" switch in the menu
    Then the "form-switch" switch in the menu should be off
    And the "form-checkbox" checkbox in the menu should still be checked

  Scenario: I open the first dropdown button on the Menu page
    Given I am on "/docs/components/menu.html"
    When I click the caret button next to the first "dropdown button"
    Then I should see a dropdown list with "Slack", "Hipchat" and "Skype" under it

  Scenario: I type a search into the tab bar
    Given I am on "/docs/components/tabs.html"
    When I type "jazz" into the text box next to the "Search" button in the tab bar
    Then that text box should contain "jazz"
    And I should see the "Search" button

  Scenario: I tick "Select all" on the Forms page
    Given I am on "/docs/elements/forms.html"
    Then the "Select all" checkbox should be unchecked
    When I click the "Select all" checkbox
    Then the "Select all" checkbox should be checked

  Scenario: I untick "I'm not a robot." in the validation example
    Given I am on "/docs/elements/forms.html"
    Then the "I'm not a robot." checkbox should be checked
    When I click the "I'm not a robot." checkbox
    Then the "I'm not a robot." checkbox should be unchecked
