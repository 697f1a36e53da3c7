# style: first person
Feature: Trying the form controls
  As a front-end developer
  I want to try Spectre's form examples
  So that I know the custom controls behave like real ones

  Scenario: Typing into the name and message fields
    Given I am on the forms page
    When I type "Ada Lovelace" into the "Name" field
    And I type "Hello from the docs" into the "Message" field
    Then the "Name" field should contain "Ada Lovelace"
    And the "Message" field should contain "Hello from the docs"

  Scenario: Changing the inline checkboxes
    Given I am on the forms page
    Then the "Checkbox 2" checkbox should be checked
    And the "Checkbox 1" checkbox should not be checked
    When I tick "Checkbox 1"
    And I untick "Checkbox 2"
    Then the "Checkbox 1" checkbox should be checked
    And the "Checkbox 2" checkbox should not be checked

  Scenario: Picking a gender radio button
    Given I am on the forms page
    Then the "Male" radio button should be checked
    When I choose the "Female" radio button
    Then the "Female" radio button should be checked
    And the "Male" radio button should not be checked

  Scenario: Ticking the checkbox and the switch
    Given I am on the forms page
    When I tick "Remember me"
    And I tick "Send me emails with news and tips"
    Then the "Remember me" checkbox should be checked
    And the "Send me emails with news and tips" switch should be on
