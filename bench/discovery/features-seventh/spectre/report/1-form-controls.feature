# style: first person
Feature: Trying out the form controls on the Spectre Forms page

  Scenario: I type into the basic text fields
    Given I am on the Forms page "/docs/elements/forms.html"
    When I type "Jane Doe" into the "Name" field under "Form input"
    And I type "jane@example.com" into the "Email" field right below it
    And I type "Looks great on mobile too." into the "Message" textarea under "Form textarea"
    Then the "Name" field under "Form input" should show "Jane Doe"
    And the "Email" field should show "jane@example.com"
    And the "Message" textarea should show "Looks great on mobile too."

  Scenario: I switch the gender radio from Male to Female
    Given I am on the Forms page "/docs/elements/forms.html"
    Then I should see that "Male" is already selected under "Form radio"
    When I click the "Female" radio button in that section
    Then "Female" should be selected under "Form radio"
    And "Male" should no longer be selected there

  Scenario: I turn on the newsletter switch and tick "Remember me"
    Given I am on the Forms page "/docs/elements/forms.html"
    Then the first "Send me emails with news and tips" switch, under "Form switch", should be off
    When I click that switch
    Then it should be on
    When I tick the first "Remember me" checkbox, under "Form checkbox"
    Then that "Remember me" checkbox should be ticked
    And the "Select all" checkbox further down should still look half-checked

  Scenario: I choose an option from a dropdown and notice the disabled form
    Given I am on the Forms page "/docs/elements/forms.html"
    When I pick "Skype" in the "Choose an option" dropdown under "Form select"
    Then that dropdown should show "Skype"
    When I scroll down to "Form disabled styles"
    Then I should see that the "Name" field in that section is disabled
    And I should not be able to type into the "Message" textarea there
