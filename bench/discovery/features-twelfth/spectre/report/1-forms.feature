# style: first person
Feature: Trying the form controls in the Spectre docs
  As a front-end developer choosing a CSS framework
  I want to try the live examples
  So that I know how the controls behave

  Scenario: I fill in the example form fields
    Given I open "/docs/elements/forms.html"
    When I type "Ada Lovelace" into the "Name" field
    And I type "ada@example.test" into the "Email" field
    And I type "Please send the docs" into the "Message" field
    Then the "Name" field should contain "Ada Lovelace"
    And the "Message" field should contain "Please send the docs"

  Scenario: I pick options in the radio buttons, switch and checkboxes
    Given I open "/docs/elements/forms.html"
    When I pick the "Female" radio button
    And I tick the "Send me emails with news and tips" switch
    And I tick the "Remember me" checkbox
    Then the "Female" radio button should be selected
    And the "Male" radio button should not be selected
    And the "Send me emails with news and tips" switch should be on
    And the "Remember me" checkbox should be ticked

  Scenario: I open and close the example modal
    Given I open "/docs/components/modals.html"
    When I click the "Open Modal" button
    Then I should see "This is the content inside the modal."
    When I click the "Close" link in the dialog
    Then I should not see "This is the content inside the modal."

  Scenario: I expand an accordion section
    Given I open "/docs/components/accordions.html"
    Then I should not see "Layout 1"
    When I click the 1st "Layout" entry
    Then I should see "Layout 1"
    And I should see "Layout 2"
