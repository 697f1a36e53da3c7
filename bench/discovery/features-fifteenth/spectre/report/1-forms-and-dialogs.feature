# style: third person
Feature: Live examples of form controls and components
  A visitor of the Spectre docs tries the live examples on the page.

  Scenario: The user fills in the example form inputs
    Given the user is on the forms page
    When the user enters "Ada Lovelace" in the "Name" field
    And the user enters "Looking forward to the release" in the "Message" field
    And the user selects "Skype" from the "Choose an option" dropdown
    Then the "Name" field shows "Ada Lovelace"
    And the "Message" field shows "Looking forward to the release"
    And the "Choose an option" dropdown shows "Skype"

  Scenario: The user ticks the custom styled checkbox and switch
    Given the user is on the forms page
    Then the "Remember me" checkbox is unchecked
    When the user ticks the "Remember me" checkbox
    And the user turns on the "Send me emails with news and tips" switch
    Then the "Remember me" checkbox is checked
    And the "Send me emails with news and tips" switch is on

  Scenario: The user picks the other radio button
    Given the user is on the forms page
    Then the "Male" radio button is selected
    When the user selects the "Female" radio button
    Then the "Female" radio button is selected
    And the "Male" radio button is not checked

  Scenario: The user opens and closes the example modal
    Given the user is on the modals page
    Then the user does not see "This is the content inside the modal."
    When the user clicks the "Open Modal" button
    Then the user sees "Modal title"
    And the user sees "This is the content inside the modal."
    When the user clicks the "Close" button of the dialog
    Then the user no longer sees "This is the content inside the modal."
