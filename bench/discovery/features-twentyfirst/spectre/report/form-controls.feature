# style: imperative punctuated
Feature: Trying the form controls on the Forms page
  As a front-end developer choosing a CSS framework
  I want to fill in and switch the example form controls
  So that I know the custom-styled controls behave like real ones

  Scenario: Typing into the name, email and message fields
    Given the page "/docs/elements/forms.html" is open.
    When type "Ada Lovelace" in the "Name" field.
    And type "ada@example.test" in the "Email" field.
    And type "Please send the brochure" in the "Message" field.
    Then the "Name" field holds "Ada Lovelace".
    And the "Email" field holds "ada@example.test".
    And the "Message" field holds "Please send the brochure".

  Scenario: Choosing one gender radio button leaves the other one unselected
    Given the page "/docs/elements/forms.html" is open.
    When choose the "Female" option.
    Then the "Female" option is selected.
    And the "Male" option is not selected.
    When choose the "Male" option.
    Then the "Male" option is selected.
    And the "Female" option is not selected.

  Scenario: Ticking the remember me box and switching on the newsletter
    Given the page "/docs/elements/forms.html" is open.
    Then the "Remember me" box is not ticked.
    When tick "Remember me".
    And switch on "Send me emails with news and tips".
    Then the "Remember me" box is ticked.
    And the "Send me emails with news and tips" switch is on.
    When untick "Remember me".
    Then the "Remember me" box is not ticked.

  Scenario: Picking a chat app from the select list
    Given the page "/docs/elements/forms.html" is open.
    When choose "Skype" in the "Choose an option" list.
    Then "Skype" is selected in the "Skype" list.
    When choose "Hipchat" in the "Skype" list.
    Then "Hipchat" is selected in the "Hipchat" list.
