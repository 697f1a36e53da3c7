# style: first person
Feature: Toolbar configurator

  Background:
    Given I am on "/samples/toolbarconfigurator/index.html"

  Scenario: I get the toolbar configuration from the basic configurator
    Then I should see "Toolbar Configurator"
    And I should see "Show empty toolbar groups"
    When I click the "Get toolbar config" button
    Then I should see "config.toolbarGroups = ["
    And I should see a "Back to configurator" button
    When I click "Back to configurator"
    Then I should see "Get toolbar config"

  Scenario: I switch to the advanced configurator
    When I click "Advanced" next to the configurator type switch
    Then I should see "Unused toolbar items"
    And I should see "config.toolbar = ["
