# style: third person
Feature: Trying out the Spectre form controls
  As a front-end developer evaluating Spectre.css
  The user wants to use the live form examples
  So that they can see how the custom inputs, selects, radios and switches behave

  Scenario: Choosing an option in the form select
    Given the user is on the forms page
    And the page shows "Form select"
    When the user selects "Skype" from "Choose an option"
    Then the "Choose an option" field contains "Skype"
    When the user selects "Hipchat" from "Choose an option"
    Then the "Choose an option" field contains "Hipchat"

  Scenario: Switching the gender radio from Male to Female
    Given the user is on the forms page
    And the "Male" radio button is checked
    When the user chooses "Female"
    Then the "Female" radio button is checked
    And the "Male" radio button is not checked

  Scenario: Turning on the news switch
    Given the user is on the forms page
    And the "Send me emails with news and tips" switch is not checked
    When the user ticks "Send me emails with news and tips"
    Then the "Send me emails with news and tips" switch is checked
    And the user sees "Form switch"

  Scenario: Typing into the example text inputs
    Given the user is on the forms page
    When the user enters "Ada Lovelace" in the "Name" field
    And the user enters "ada@example.test" in the "Email" field
    And the user enters "Please send the brochure" in the "Message" field
    Then the user sees "Ada Lovelace" in the "Name" field
    And the user sees "ada@example.test" in the "Email" field
    And the user sees "Please send the brochure" in the "Message" field
