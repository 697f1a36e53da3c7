# style: imperative punctuated
Feature: Form controls on the Forms page
  The Forms documentation page shows live, custom-styled controls. The same
  labels appear in several examples, so every step names its example.

  Scenario: Type a name and an email into the form input example
    Given Open the page "/docs/elements/forms.html".
    When Fill in the "Name" field of the "Form input" example with "Yan Zhu".
    And Fill in the "Email" field of the "Form input" example with "yan@example.test".
    Then The "Name" field of the "Form input" example should contain "Yan Zhu".
    And The "Email" field of the "Form input" example should contain "yan@example.test".

  Scenario: Write a message in the textarea
    Given Open the page "/docs/elements/forms.html".
    When Type "Spectre looks neat" into the "Message" textarea of the "Form textarea" example.
    Then The "Message" textarea of the "Form textarea" example should contain "Spectre looks neat".

  Scenario: Pick an option from the select
    Given Open the page "/docs/elements/forms.html".
    Then The select of the "Form select" example should show "Choose an option".
    When Select "Skype" in the select of the "Form select" example.
    Then The select of the "Form select" example should show "Skype".

  Scenario: Switch the gender radio from Male to Female
    Given Open the page "/docs/elements/forms.html".
    Then The "Male" radio button of the "Form radio" example should be selected.
    When Click on the "Female" radio button of the "Form radio" example.
    Then The "Female" radio button of the "Form radio" example should be selected.
    And The "Male" radio button of the "Form radio" example should not be selected.

  Scenario: Turn on the newsletter switch
    Given Open the page "/docs/elements/forms.html".
    Then The first "Send me emails with news and tips" switch of the "Form switch" example should be off.
    When Click on the first "Send me emails with news and tips" switch of the "Form switch" example.
    Then The first "Send me emails with news and tips" switch of the "Form switch" example should be on.

  Scenario: Tick the first checkbox of the inline form
    Given Open the page "/docs/elements/forms.html".
    Then The "Checkbox 2" checkbox of the "Inline forms" example should be ticked.
    And The "Checkbox 1" checkbox of the "Inline forms" example should not be ticked.
    When Click on the "Checkbox 1" checkbox of the "Inline forms" example.
    Then The "Checkbox 1" checkbox of the "Inline forms" example should be ticked.
    And The "Checkbox 2" checkbox of the "Inline forms" example should still be ticked.

  Scenario: The controls of the disabled form cannot be used
    Given Open the page "/docs/elements/forms.html".
    Then The "Name" field of the "Form disabled styles" example should be disabled.
    And The "Remember me" checkbox of the "Form disabled styles" example should be disabled.
    When Click on the "Remember me" checkbox of the "Form disabled styles" example.
    Then The "Remember me" checkbox of the "Form disabled styles" example should not be ticked.
