# style: third person
Feature: Form controls in the Spectre docs
  Designers check that the custom-styled inputs, radios, switches and checkboxes respond like normal form controls.

  Scenario: A visitor fills in the horizontal form
    Given the visitor is on the page "/docs/elements/forms.html"
    When the visitor types "Ada Lovelace" into the "Name" field of the "Horizontal forms" example
    And the visitor types "ada@example.test" into the "Email" field of the "Horizontal forms" example
    And the visitor picks "Male" as the gender in the "Horizontal forms" example
    Then the "Male" radio button in the "Horizontal forms" example should be selected
    And the "Female" radio button in the "Horizontal forms" example should not be selected
    And the "Name" field of the "Horizontal forms" example should contain "Ada Lovelace"

  Scenario: A visitor turns on the newsletter switch and ticks remember me
    Given the visitor is on the page "/docs/elements/forms.html"
    Then the "Send me emails with news and tips" switch in the "Form switch" example should be off
    When the visitor turns on the "Send me emails with news and tips" switch in the "Form switch" example
    Then the "Send me emails with news and tips" switch in the "Form switch" example should be on
    When the visitor ticks the "Remember me" checkbox in the "Form checkbox" example
    Then the "Remember me" checkbox in the "Form checkbox" example should be ticked

  Scenario: A visitor picks an option and changes a number
    Given the visitor is on the page "/docs/elements/forms.html"
    When the visitor selects "Skype" in the first dropdown of the "Form select" example
    Then the first dropdown of the "Form select" example should show "Skype"
    And the "Number" field of the "Input types" example should contain "66"
    When the visitor replaces the "Number" field of the "Input types" example with "12"
    Then the "Number" field of the "Input types" example should contain "12"

  Scenario: A visitor toggles the form controls inside a menu
    Given the visitor is on the page "/docs/components/menu.html"
    Then the "form-checkbox" checkbox in the menu should be ticked
    When the visitor unticks the "form-checkbox" checkbox in the menu
    Then the "form-checkbox" checkbox in the menu should not be ticked
    When the visitor ticks the "Public" checkbox next to "My profile"
    Then the "Public" checkbox next to "My profile" should be ticked
    When the visitor turns off the "form-switch" switch in the menu
    Then the "form-switch" switch in the menu should be off
