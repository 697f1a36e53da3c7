# style: first person
Feature: Playing with the live examples
  As a developer trying out Spectre.css
  I want the live examples in the docs to react when I use them

  Scenario: Choose an option in the form select
    Given I am on "/docs/elements/forms.html"
    Then I see "Choose an option" in the select under "Form select"
    When I choose "Skype" in that select
    Then the select under "Form select" shows "Skype"

  Scenario: Toggle the controls inside the menu example
    Given I am on "/docs/components/menu.html"
    Then I see the menu for "Steve Rogers"
    And the "Public" checkbox next to "My profile" is unchecked
    And the "form-switch" switch is on
    When I click "Public"
    And I click "form-switch"
    Then the "Public" checkbox is checked
    And the "form-switch" switch is off

  Scenario: Read the movie table on the Tables page
    Given I am on "/docs/elements/tables.html"
    Then I see the heading "Tables"
    And I see a row "Schindler's List" with the genre "Biography, Drama, History"
    And in the scrollable table I see "Se7en" directed by "David Fincher"
