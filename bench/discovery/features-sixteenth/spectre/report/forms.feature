# style: imperative punctuated
Feature: Form controls on the Spectre docs
  The forms page demonstrates every styled form control.
  Each example must accept input the way a visitor expects.

  Scenario: Typing into the form inputs keeps the values
    Given the forms page is open.
    When type "Ada Lovelace" in the "Name" field.
    And type "ada@example.test" in the "Email" field.
    And type "Hello from the docs" in the "Message" field.
    Then the "Name" field shows "Ada Lovelace".
    And the "Email" field shows "ada@example.test".
    And the "Message" field shows "Hello from the docs".

  Scenario: Choosing an app in the form select
    Given the forms page is open.
    Then the "Form select" field shows "Choose an option".
    When choose "Skype" from the "Form select" list.
    Then the "Form select" field shows "Skype".
    And "Hipchat" is shown.

  Scenario: Ticking the remember me checkbox and the switch
    Given the forms page is open.
    Then the "Remember me" box is not ticked.
    When tick the "Remember me" checkbox.
    And turn on the "Send me emails with news and tips" switch.
    Then the "Remember me" box is ticked.
    And the "Send me emails with news and tips" switch is ticked.

  Scenario: Picking a gender radio button
    Given the forms page is open.
    Then the "Male" option is ticked.
    When choose the "Female" radio button.
    Then the "Female" option is ticked.
    And the "Male" option is not ticked.
