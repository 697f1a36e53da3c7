# style: Behat MinkContext
Feature: Trying the form controls of the Spectre docs
  As a front-end developer choosing a CSS framework
  I want to try out the styled text fields, checkboxes, radios and switches
  So that I know they behave like normal form controls

  Scenario: Text fields of the example form hold what I type
    Given I am on "/docs/elements/forms.html"
    When I fill in "Name" with "Yan Zhu"
    And I fill in "Email" with "yan@example.test"
    And I fill in "Message" with "Hello from the form"
    Then the "Name" field should contain "Yan Zhu"
    And the "Email" field should contain "yan@example.test"
    And the "Message" field should contain "Hello from the form"

  Scenario: A styled checkbox can be ticked and cleared again
    Given I am on "/docs/elements/forms.html"
    Then the "Send me emails with news and tips" checkbox should not be checked
    When I check "Send me emails with news and tips"
    Then the "Send me emails with news and tips" checkbox should be checked
    When I uncheck "Send me emails with news and tips"
    Then the "Send me emails with news and tips" checkbox should not be checked

  Scenario: The sidebar groups of the docs open and close
    Given I am on "/docs/elements/forms.html"
    Then I should see "Typography"
    And I should not see "Flexbox grid"
    When I check "Layout"
    Then I should see "Flexbox grid"
    When I uncheck "Elements"
    Then I should not see "Typography"

  Scenario: Following the sidebar link to the tables page
    Given I am on "/docs/elements/forms.html"
    When I follow "Tables"
    Then I should be on "/docs/elements/tables.html"
    And I should see "Tables include default styles for tables and data sets."
    And the url should match "elements/tables"
