# style: third person
Feature: Text fields and selects in the forms examples

  Background:
    Given the user is on "/docs/elements/forms.html"

  Scenario: The user fills in the form input example
    When the user types "Yan Zhu" into the "Name" field
    And the user types "yan@example.test" into the "Email" field
    And the user writes "Spectre looks great" in the "Message" textarea
    Then the "Name" field contains "Yan Zhu"
    And the "Email" field contains "yan@example.test"
    And the "Message" textarea contains "Spectre looks great"

  Scenario: The user picks an option in the first select
    Then the first select shows "Choose an option"
    When the user selects "Skype" in the first select under "Form select"
    Then the first select shows "Skype"
