# style: third person
Feature: Exploring the Spectre components documentation
  As a developer reading the Spectre.css docs
  I want to open the live component examples and move between pages
  So that I can see how each component behaves before I use it

  Scenario: Opening and closing the example modal
    Given the user is on "/docs/components/modals.html"
    Then the page does not show "This is the content inside the modal."
    When the user clicks "Open Modal"
    Then the user sees "This is the content inside the modal."
    And the user sees "Cupcake ipsum"
    When the user clicks "Close"
    Then the page does not show "This is the content inside the modal."

  Scenario: Opening one accordion section closes the other
    Given the user is on "/docs/components/accordions.html"
    Then the user sees "Element 1"
    And the page does not show "Layout 1"
    When the user clicks "Layout"
    Then the user sees "Layout 1"
    And the user sees "Layout 2"
    And the page does not show "Component 1"

  Scenario: Moving from the home page to the forms documentation through the sidebar
    Given the user is on "/docs/index.html"
    When the user clicks the "Docs" link
    Then the user is on "/docs/getting-started.html"
    And the user does not see the "Forms" link
    When the user clicks "ELEMENTS"
    And the user clicks the "Forms" link
    Then the user is on "/docs/elements/forms.html"
    And the user sees "Forms provide the most common control styles used in forms"

  Scenario: The small modal opens on its own and closes again
    Given the user is on "/docs/components/modals.html"
    When the user clicks "Open small size Modal"
    Then the user sees the "Close" link
    And the page does not show "Lorem ipsum dolor sit amet"
    When the user clicks "Close"
    Then the user does not see the "Close" link
