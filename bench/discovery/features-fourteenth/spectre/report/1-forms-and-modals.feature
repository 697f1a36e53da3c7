# style: first person
Feature: Trying out the form controls and modals in the Spectre docs
  As someone evaluating Spectre.css I play with the live examples to see how the controls behave.

  Scenario: I fill in the basic form input example
    Given I open the "/docs/elements/forms.html" page
    When I type "Ada Lovelace" into the "Name" field
    And I type "Please call me back" into the "Message" box
    Then the "Name" field shows "Ada Lovelace"
    And the "Message" box shows "Please call me back"
    But the "Email" field is still empty

  Scenario: I tick the styled checkbox and switch
    Given I open the "/docs/elements/forms.html" page
    Then the "Remember me" checkbox is unchecked
    When I tick the "Remember me" checkbox
    And I switch on the "Send me emails with news and tips" switch
    Then the "Remember me" checkbox is checked
    And the "Send me emails with news and tips" switch is on

  Scenario: I pick a chat app and change the gender radio
    Given I open the "/docs/elements/forms.html" page
    Then the "Male" radio button is selected
    When I choose "Skype" from the "Choose an option" dropdown
    And I choose the "Female" radio button
    Then the "Choose an option" dropdown shows "Skype" selected
    And the "Female" radio button is selected
    And the "Male" radio button is not selected

  Scenario: I open the example modal and close it again
    Given I open the "/docs/components/modals.html" page
    Then I don't see "This is the content inside the modal."
    When I click the "Open Modal" button
    Then I see the "Modal title" heading
    And I see "This is the content inside the modal."
    When I click the "Close" link in the modal
    Then I no longer see "This is the content inside the modal."
    And I see the "Open Modal" button
