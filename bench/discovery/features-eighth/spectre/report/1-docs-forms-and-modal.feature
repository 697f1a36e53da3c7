# style: cucumber-rails web_steps (Capybara)
Feature: Spectre docs navigation, form examples and the modal example
  The Spectre.css documentation is static; its examples react through CSS
  only (custom checkboxes, :target modals).

  Scenario: From the docs home page to the installation guide
    Given I am on "/docs/index.html"
    When I follow "Docs"
    Then I should see "Browser compatibility and support"
    When I follow "Installation" within "#sidebar"
    Then I should see "There are 5 ways to get started with Spectre CSS framework in your projects."
    And I should see "npm install spectre.css --save"

  Scenario: The input types example keeps its sample values and accepts new ones
    Given I am on "/docs/elements/forms.html"
    Then the "URL" field should contain "https://github.com/picturepan2/spectre"
    And the "Tel" field should contain "1-(888)-888-8888"
    When I fill in "URL" with "https://example.com/docs"
    And I fill in "Number" with "42"
    Then the "URL" field should contain "https://example.com/docs"
    And the "Number" field should contain "42"

  Scenario: Ticking and unticking the custom checkboxes of the inline form
    Given I am on "/docs/elements/forms.html"
    Then the "Checkbox 1" checkbox should not be checked
    And the "Checkbox 2" checkbox should be checked
    When I check "Checkbox 1"
    And I uncheck "Checkbox 2"
    Then the "Checkbox 1" checkbox should be checked
    And the "Checkbox 2" checkbox should not be checked

  Scenario: Opening and closing the example modal
    Given I am on "/docs/components/modals.html"
    Then I should not see "This is the content inside the modal."
    When I follow "Open Modal"
    Then I should see "This is the content inside the modal." within "#example-modal-1"
    When I follow "Close" within "#example-modal-1"
    Then I should not see "This is the content inside the modal."
