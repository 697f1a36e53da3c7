# style: third person
Feature: Modal dialogs
  The Modals page opens its example dialogs through links; a dialog closes
  with its "Close" link or with the "×" button (labelled "Close").

  Scenario: The reader opens and closes the standard modal
    Given the reader is on the page "/docs/components/modals.html"
    When the reader clicks "Open Modal"
    Then the reader sees a dialog titled "Modal title"
    And the dialog says "This is the content inside the modal."
    When the reader clicks the "Close" link at the bottom of the dialog
    Then the reader no longer sees "This is the content inside the modal."
    And the reader sees the "Open Modal" button again

  Scenario: The reader fills in the form of the small modal
    Given the reader is on the page "/docs/components/modals.html"
    When the reader clicks "Open small size Modal"
    Then the "Female" radio button in the dialog is selected
    When the reader types "Natasha" into the "Name" field of the dialog
    And the reader chooses "Male" in the dialog
    Then the "Male" radio button in the dialog is selected
    And the "Name" field of the dialog contains "Natasha"

  Scenario: The reader closes the small modal with the cross button
    Given the reader is on the page "/docs/components/modals.html"
    When the reader clicks "Open small size Modal"
    Then the reader sees the "Submit" button in the dialog
    When the reader clicks the "×" button in the top right corner of the dialog
    Then the reader no longer sees the "Submit" button
    And the reader sees the "Open small size Modal" button again

  Scenario: The reader scrolls through the large modal
    Given the reader is on the page "/docs/components/modals.html"
    When the reader clicks "Open large size Modal"
    Then the dialog shows the heading "Lorem ipsum"
    And the dialog shows the heading "Cupcake ipsum"
    And the reader sees the "Share" button in the dialog

  Scenario: The reader closes the large modal by clicking beside it
    Given the reader is on the page "/docs/components/modals.html"
    When the reader clicks "Open large size Modal"
    Then the dialog shows the heading "Cupcake ipsum"
    When the reader clicks on the dimmed page outside the dialog
    Then the reader no longer sees "Cupcake ipsum"

  Scenario: Opening a modal changes the page address
    Given the reader is on the page "/docs/components/modals.html"
    When the reader clicks "Open Modal"
    Then the address of the page ends with "#example-modal-1"
    When the reader clicks the "Close" link at the bottom of the dialog
    Then the address of the page ends with "#modals"
