# style: CodeceptJS as Gherkin
Feature: Toolbar configurator and the older samples
  As a developer setting up CKEditor
  I want to shape the toolbar and try the read-only sample
  So that I can pick the right configuration for my site

  Scenario: Removing the Format group from the toolbar
    Given I am on page "/samples/toolbarconfigurator/index.html"
    Then I see checkbox is checked "Format"
    When I uncheck option "Format"
    Then I don't see checkbox is checked "Format"
    When I click "Get toolbar config"
    Then I see "Back to configurator"
    And I don't see "Format"

  Scenario: Switching the configurator to Advanced mode
    Given I am on page "/samples/toolbarconfigurator/index.html"
    When I click "Advanced"
    Then I see "Unused toolbar items"
    And I see "Unused items"
    And I don't see "Show empty toolbar groups"

  Scenario: Putting the editor into read-only mode
    Given I am on page "/samples/old/readonly.html"
    Then I see "This is some sample text. You are using CKEditor."
    When I click "Make it read-only"
    Then I see element "Make it editable again"
    And I don't see element "Make it read-only"

  Scenario: Opening a basic sample from the old samples list
    Given I am on page "/samples/old/index.html"
    Then I see "These samples are not maintained anymore."
    When I click "Replace textarea elements by class name"
    Then I see in current url "/samples/old/"
    And I see element "Submit"
    And I don't see "Basic Customization"
