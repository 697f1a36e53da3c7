# style: Behat MinkContext
Feature: Old samples and the toolbar configurator

  Scenario: Switching the editor to read-only and back
    Given I am on "/samples/old/readonly.html"
    Then I should see "This is some sample text. You are using CKEditor."
    When I press "Make it read-only"
    Then I should see "Make it editable again"
    And I should not see "Make it read-only"
    When I press "Make it editable again"
    Then I should see "Make it read-only"

  Scenario: Opening the read-only sample from the old samples list
    Given I am on "/samples/old/index.html"
    Then I should see "These samples are not maintained anymore."
    When I follow "Read-only mode"
    Then the url should match "/samples/old/readonly.html"
    And I should see "Using the CKEditor Read-Only API"
    And I should see "This is some sample text. You are using CKEditor."

  Scenario: Showing the empty toolbar groups in the basic configurator
    Given I am on "/samples/toolbarconfigurator/index.html"
    Then I should not see "doctools"
    When I press "Show empty toolbar groups"
    Then I should see "Hide empty toolbar groups"
    And I should see "doctools"
    And I should not see "Show empty toolbar groups"

  Scenario: Switching the configurator to advanced mode
    Given I am on "/samples/toolbarconfigurator/index.html"
    When I follow "Advanced"
    Then I should see "Unused toolbar items"
    And I should see "config.toolbar = ["
    But I should not see "Get toolbar config"
    When I follow "Basic"
    Then I should see "Get toolbar config"
