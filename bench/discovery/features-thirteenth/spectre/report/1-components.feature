# style: third person
Feature: Trying the live examples in the Spectre docs
  A front-end developer plays with the examples before using them.

  Scenario: The user fills in the example form
    Given the user opens "/docs/elements/forms.html"
    When the user types "Ada Lovelace" into the "Name" field
    And the user types "ada@example.test" into the "Email" field
    And the user types "Please call me back" into the "Message" field
    Then the "Name" field should show "Ada Lovelace"
    And the "Email" field should show "ada@example.test"
    And the "Message" field should show "Please call me back"

  Scenario: The user picks a gender and turns on the newsletter switch
    Given the user opens "/docs/elements/forms.html"
    Then the "Male" radio button should be selected
    When the user selects the "Female" radio button
    And the user ticks the "Send me emails with news and tips" switch
    Then the "Female" radio button should be selected
    And the "Male" radio button should not be selected
    And the "Send me emails with news and tips" switch should be on

  Scenario: The user opens and closes the example modal
    Given the user opens "/docs/components/modals.html"
    Then the user should not see "This is the content inside the modal."
    When the user clicks "Open Modal"
    Then the user should see "This is the content inside the modal."
    And the user should see "Modal title"
    When the user clicks the "Close" button
    Then the user should not see "This is the content inside the modal."

  Scenario: The user expands and collapses a section of the example accordion
    Given the user opens "/docs/components/accordions.html"
    Then the user should see "Element 1"
    And the user should not see "Layout 1"
    When the user clicks the third "Layout"
    Then the user should see "Layout 1"
    And the user should see "Layout 2"
    When the user clicks the third "Layout"
    Then the user should not see "Layout 1"
