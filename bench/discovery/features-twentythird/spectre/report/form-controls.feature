# style: cucumber-rails web_steps
Feature: Trying out the form controls of the documentation
  As a front-end developer choosing a CSS framework
  I want to use the live form examples in the docs
  So that I know the styled inputs, radios, switches and checkboxes really work

  Scenario: Typing into the text fields of the example form
    Given I am on the forms page
    When I fill in "Name" with "Grace Hopper"
    And I fill in "Email" with "grace@example.test"
    And I fill in "Textarea" with "Please call me back"
    Then the "Name" field should contain "Grace Hopper"
    And the "Email" field should contain "grace@example.test"
    And the "Textarea" field should contain "Please call me back"

  Scenario: Choosing a gender radio button
    Given I am on the forms page
    Then the "Male" checkbox should be checked
    When I choose "Female"
    Then the "Female" checkbox should be checked
    And the "Male" checkbox should not be checked

  Scenario: Switching the newsletter switch and the remember-me box on and off
    Given I am on the forms page
    When I check "Send me emails with news and tips"
    And I check "Remember me"
    Then the "Send me emails with news and tips" checkbox should be checked
    And the "Remember me" checkbox should be checked
    When I uncheck "Remember me"
    Then the "Remember me" checkbox should not be checked

  Scenario: Moving from the forms page to the tables page through the sidebar
    Given I am on the forms page
    When I follow "Tables"
    Then I should be on the tables page
    And I should see "Tables include default styles for tables and data sets."
    And I should see "The Shawshank Redemption" within "table"
    And I should not see "Send me emails with news and tips"
