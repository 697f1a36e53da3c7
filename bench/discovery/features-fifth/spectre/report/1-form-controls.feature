# style: first person
Feature: Form controls on the Forms page
  The live examples on the Forms page can be filled in like a real form.

  Scenario: I fill in the Name and Email inputs and the Message textarea
    Given I am on "/docs/elements/forms.html"
    When I type "Ada Lovelace" into the "Name" field under "Form input"
    And I type "ada@example.com" into the "Email" field under "Form input"
    Then the "Name" field under "Form input" should contain "Ada Lovelace"
    And the "Email" field under "Form input" should contain "ada@example.com"
    When I type "Please call me back" into the "Message" textarea under "Form textarea"
    Then the "Message" textarea should contain "Please call me back"

  Scenario: I pick an app from the select box
    Given I am on "/docs/elements/forms.html"
    Then the select box under "Form select" should show "Choose an option"
    When I choose "Skype" in the select box under "Form select"
    Then the select box under "Form select" should show "Skype"

  Scenario: I switch the gender radio button from Male to Female
    Given I am on "/docs/elements/forms.html"
    Then the "Male" radio button under "Form radio" should be selected
    When I click the "Female" radio button under "Form radio"
    Then the "Female" radio button under "Form radio" should be selected
    And the "Male" radio button under "Form radio" should not be selected

  Scenario: I turn on the newsletter switch and tick Remember me
    Given I am on "/docs/elements/forms.html"
    Then the "Send me emails with news and tips" switch under "Form switch" should be off
    When I click the "Send me emails with news and tips" switch under "Form switch"
    Then the "Send me emails with news and tips" switch under "Form switch" should be on
    When I tick the "Remember me" checkbox under "Form checkbox"
    Then the "Remember me" checkbox under "Form checkbox" should be ticked
