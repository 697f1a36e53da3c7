# style: Behat MinkContext
Feature: Form controls on the Forms page
  In order to know the styled form controls still work
  As a front-end developer
  I need to type into, tick and choose in the live form examples

  Scenario: Type into the text inputs
    Given I am on "/docs/elements/forms.html"
    When I fill in "Name" with "Ada Lovelace"
    And I fill in "Email" with "ada@example.com"
    And I fill in "Message" with "Spectre looks great"
    Then the "Name" field should contain "Ada Lovelace"
    And the "Email" field should contain "ada@example.com"
    And the "Message" field should contain "Spectre looks great"

  Scenario: Tick the custom-styled checkbox and switch
    Given I am on "/docs/elements/forms.html"
    Then the "Remember me" checkbox should not be checked
    And the "Send me emails with news and tips" checkbox should not be checked
    When I check "Remember me"
    And I check "Send me emails with news and tips"
    Then the "Remember me" checkbox should be checked
    And the "Send me emails with news and tips" checkbox should be checked

  Scenario: Pick a different gender radio button
    Given I am on "/docs/elements/forms.html"
    Then the "Male" checkbox should be checked
    When I select "Female" from "gender"
    Then the "Female" checkbox should be checked
    And the "Male" checkbox should not be checked
