# style: cucumber-rails web_steps
Feature: Toolbar configurator and other samples
  In order to set up the editor toolbar for our site
  As a developer integrating CKEditor
  I want the configurator and samples to behave as documented

  Scenario: Getting the toolbar config from the basic configurator
    Given I am on the toolbar configurator page
    Then I should see "Show empty toolbar groups"
    When I press "Get toolbar config"
    Then I should see "Back to configurator"
    And I should not see "Show empty toolbar groups"

  Scenario: Switching to the advanced configurator
    Given I am on the toolbar configurator page
    When I follow "Advanced"
    Then I should see "Unused toolbar items"
    And I should see "config.toolbar = ["
    And I should not see "Add row separator"

  Scenario: Opening the toolbar configurator from the samples page
    Given I am on the samples page
    When I follow "this handy tool"
    Then I should see "Select configurator type"
    And I should see "Toolbar Configurator Help"
    And I should not see "Congratulations!"

  Scenario: Reading the inline editing sample
    Given I am on the inline editing page
    Then I should see "Click inside of any element below to start editing."
    And I should see "GOES INLINE!"
    And I should see "Fusce vitae porttitor"
    And I should not see "Hello world!"
