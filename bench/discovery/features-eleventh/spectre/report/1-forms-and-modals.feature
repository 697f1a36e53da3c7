# style: imperative punctuated
Feature: Forms and modals - the live examples in the Spectre docs respond to the user

  Scenario: Fill in the basic input examples
    Given the page "/docs/elements/forms.html" is open.
    When enter "Ada Lovelace" in the "Name" field.
    And enter "ada@example.com" in the "Email" field.
    Then the "Name" field should contain "Ada Lovelace".
    And the "Email" field should contain "ada@example.com".
    When enter "Hello from the docs" in the "Message" field.
    Then the "Message" field should contain "Hello from the docs".

  Scenario: Tick the checkbox and flip the switch
    Given the page "/docs/elements/forms.html" is open.
    Then the "Remember me" checkbox should not be ticked.
    When tick the "Remember me" checkbox.
    Then the "Remember me" checkbox should be ticked.
    When turn on the "Send me emails with news and tips" switch.
    Then the "Send me emails with news and tips" switch should be on.

  Scenario: Pick a gender and a chat app
    Given the page "/docs/elements/forms.html" is open.
    Then the "Male" radio button should be selected.
    When select the "Female" radio button.
    Then the "Female" radio button should be selected.
    And the "Male" radio button should not be selected.
    When choose "Skype" in the "Choose an option" dropdown.
    Then "Skype" should be chosen in the first dropdown.

  Scenario: Open and close the example modal
    Given the page "/docs/components/modals.html" is open.
    Then "This is the content inside the modal." should not be displayed.
    When click on the "Open Modal" button.
    Then "This is the content inside the modal." should be displayed.
    And the "Share" button should be displayed.
    When click on the "Close" link.
    Then "This is the content inside the modal." should not be displayed.
