# style: cucumber-rails web_steps (Capybara)
Feature: Form controls on the Forms documentation page
  In order to decide whether Spectre's styled form controls suit our app
  As a front-end developer
  I want the examples on the Forms page to behave like real form fields

  Scenario: Typing into the text fields of the first example
    Given I am on "/docs/elements/forms.html"
    When I fill in "Name" with "Ada Lovelace"
    And I fill in "Email" with "ada@example.com"
    And I fill in "Message" with "Please ship it on Monday"
    Then the "Name" field should contain "Ada Lovelace"
    And the "Email" field should contain "ada@example.com"
    And the "Message" field should contain "Please ship it on Monday"

  Scenario: Turning on the styled switch and checkbox
    Given I am on "/docs/elements/forms.html"
    Then the "Send me emails with news and tips" checkbox should not be checked
    When I check "Send me emails with news and tips"
    Then the "Send me emails with news and tips" checkbox should be checked
    And the "Remember me" checkbox should not be checked
    When I check "Remember me"
    Then the "Remember me" checkbox should be checked

  Scenario: Changing the inline radio buttons and checkboxes
    Given I am on "/docs/elements/forms.html"
    Then the "Checkbox 2" checkbox should be checked within "the Inline forms example"
    And the "Checkbox 1" checkbox should not be checked within "the Inline forms example"
    When I choose "Female" within "the Inline forms example"
    And I check "Checkbox 1" within "the Inline forms example"
    And I uncheck "Checkbox 2" within "the Inline forms example"
    Then the "Female" radio button should be checked within "the Inline forms example"
    And the "Checkbox 1" checkbox should be checked within "the Inline forms example"
    And the "Checkbox 2" checkbox should not be checked within "the Inline forms example"

  Scenario: Example values, validation hints and disabled fields
    Given I am on "/docs/elements/forms.html"
    Then the "URL" field should contain "https://github.com/picturepan2/spectre"
    And the "Tel" field should contain "1-(888)-888-8888"
    When I fill in "Number" with "42"
    Then the "Number" field should contain "42"
    And I should see "Passwords must have at least 8 characters."
    And the "I'm not a robot." checkbox should be checked
    And the "Message" field should be disabled within "the Form disabled styles example"
