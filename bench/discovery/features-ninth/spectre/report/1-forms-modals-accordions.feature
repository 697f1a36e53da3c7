# style: imperative, punctuated
Feature: Trying out the live examples in the Spectre.css docs
  The documentation pages of Spectre.css carry working examples of form controls,
  modals and accordions. They should react the way the docs describe.

  Scenario: Change the prefilled input types and pick an option from a select
    Given open the page "/docs/elements/forms.html".
    Then the "Number" field should contain "66".
    When clear the "Number" field and type "42".
    Then the "Number" field should contain "42".
    When clear the "URL" field and type "https://picturepan2.github.io/spectre".
    Then the "URL" field should contain "https://picturepan2.github.io/spectre".
    When choose "Skype" from the first "Choose an option" dropdown under "Form select".
    Then the first dropdown under "Form select" should show "Skype".

  Scenario: Switch the radio, switch and checkbox examples
    Given open the page "/docs/elements/forms.html".
    When click "Female" in the first "Gender" group.
    Then "Female" should be selected and "Male" should not be selected in that group.
    When turn on the first "Send me emails with news and tips" switch.
    Then that switch should be on.
    When tick the first "Remember me" checkbox.
    Then that checkbox should be ticked.

  Scenario: Open the standard modal and close it again
    Given open the page "/docs/components/modals.html".
    When click the "Open Modal" button.
    Then a modal titled "Modal title" should be displayed.
    And "This is the content inside the modal." should be displayed in it.
    When click the "Close" link in the modal footer.
    Then the modal should no longer be displayed.
    And the "Open Modal" button should be displayed again.

  Scenario: Expand sections of the two accordion examples
    Given open the page "/docs/components/accordions.html".
    When click the "Layout" header in the left accordion example.
    Then "Layout 1" and "Layout 2" should be displayed in the left example.
    And "Element 1" should no longer be displayed in the left example.
    When click the "Components" header in the right accordion example.
    Then "Component 1" should be displayed in the right example.
    And "Element 1" should still be displayed in the right example.
