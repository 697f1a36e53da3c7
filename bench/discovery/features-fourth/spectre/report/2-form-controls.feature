# style: imperative, punctuated
Feature: Live form control examples on the Forms page

  Scenario: Type into the form input example
    Open the page "/docs/elements/forms.html".
    Type "Jane Doe" into the "Name" field under "Form input".
    Type "jane@example.com" into the "Email" field under "Form input".
    The "Name" field under "Form input" should contain "Jane Doe".
    The "Email" field under "Form input" should contain "jane@example.com".

  Scenario: Pick an option in the select example
    Open the page "/docs/elements/forms.html".
    "Choose an option" should be selected in the dropdown under "Form select".
    Select "Skype" in the dropdown under "Form select".
    "Skype" should be selected in the dropdown under "Form select".

  Scenario: Use the switch, checkbox and radio buttons of the horizontal form
    Open the page "/docs/elements/forms.html".
    The "Female" radio button under "Horizontal forms" should be selected.
    Click on "Male" under "Horizontal forms".
    The "Male" radio button under "Horizontal forms" should be selected.
    The "Female" radio button under "Horizontal forms" should not be selected.
    Turn on the "Send me emails with news and tips" switch under "Horizontal forms".
    The "Send me emails with news and tips" switch under "Horizontal forms" should be on.
    Tick the "Remember me" checkbox under "Horizontal forms".
    The "Remember me" checkbox under "Horizontal forms" should be ticked.

  Scenario: Check the prefilled and disabled examples
    Open the page "/docs/elements/forms.html".
    The "Email" field under "Input types" should contain "spectre@example.com".
    Clear the "Number" field and type "42".
    The "Number" field should contain "42".
    The "Message" field under "Form disabled styles" should be disabled.
