# style: first person
Feature: Custom-styled checkboxes, radios and switches
  Spectre hides the real inputs and draws its own icons; they must still toggle when I click them.

  Background:
    Given I am on "/docs/elements/forms.html"

  Scenario: I tick the checkbox and turn on the switch
    Then the first "Remember me" checkbox should not be checked
    When I click the first "Remember me" checkbox
    Then the first "Remember me" checkbox should be checked
    When I click the first "Send me emails with news and tips" switch
    Then the first "Send me emails with news and tips" switch should be on

  Scenario: I pick the other gender radio button
    Then the first "Male" radio button should be selected
    When I click the first "Female" radio button
    Then the first "Female" radio button should be selected
    And the first "Male" radio button should not be selected
