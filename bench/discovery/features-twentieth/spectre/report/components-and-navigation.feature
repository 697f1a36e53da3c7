# style: CodeceptJS as Gherkin
Feature: Using the component demos and the docs sidebar
  As a designer reading the Spectre.css docs
  I want to open accordion sections, tick menu controls and move through the sidebar
  So that I can see every component in its different states

  Scenario: Only one section of the radio accordion is open at a time
    Given I am on page "/docs/components/accordions.html"
    Then I don't see "Layout 1"
    When I click "Layout"
    Then I see "Layout 1"
    And I don't see "Component 1"
    When I click "Components"
    Then I see "Component 2"
    And I don't see "Layout 1"

  Scenario: A closed sidebar group opens and leads to one of its pages
    Given I am on page "/docs/getting-started.html"
    Then I don't see "Cursors"
    When I click "UTILITIES"
    Then I see "Cursors"
    When I click "Cursors"
    Then I see in current url "/docs/utilities/cursors.html"
    And I don't see "Browser compatibility and support"

  Scenario: Form controls inside a menu can be toggled
    Given I am on page "/docs/components/menu.html"
    Then I don't see checkbox is checked "Public"
    And I see checkbox is checked "form-switch"
    When I check option "Public"
    And I uncheck option "form-switch"
    Then I see checkbox is checked "Public"
    And I don't see checkbox is checked "form-switch"
    And I see checkbox is checked "form-checkbox"

  Scenario: Choosing a different gender radio clears the previous choice
    Given I am on page "/docs/elements/forms.html"
    Then I see checkbox is checked "Male"
    And I see checkbox is checked "I'm not a robot."
    When I check option "Female"
    And I uncheck option "I'm not a robot."
    Then I see checkbox is checked "Female"
    And I don't see checkbox is checked "Male"
    And I don't see checkbox is checked "I'm not a robot."
