# style: Behat MinkContext
Feature: Other samples - read-only mode, inline editing and the samples index

  Scenario: Switch the editor to read-only and back
    Given I am on "/samples/old/readonly.html"
    Then I should see "This is some sample text. You are using CKEditor."
    When I press "Make it read-only"
    Then the "Bold (Ctrl+B)" button should be disabled
    When I press "Make it editable again"
    Then the "Bold (Ctrl+B)" button should be enabled

  Scenario: Open the inline editing sample from the index
    Given I am on "/samples/old/index.html"
    When I follow "Massive inline editor creation"
    Then the url should match "inlineall\.html"
    And I should see "CKEditor Samples » Massive inline editing"
    And I should see "Click inside of any element below to start editing."

  Scenario: Open the read-only sample from the index
    Given I am on "/samples/old/index.html"
    Then I should see "Basic Samples"
    When I follow "Read-only mode"
    Then the url should match "readonly\.html"
    And I should see "Using the CKEditor Read-Only API"

  Scenario: Go to the toolbar configurator from the main sample
    Given I am on "/samples/index.html"
    When I follow "Toolbar Configurator"
    Then the url should match "toolbarconfigurator"
    And I should see "Show empty toolbar groups"
    And I should see "Get toolbar config"
