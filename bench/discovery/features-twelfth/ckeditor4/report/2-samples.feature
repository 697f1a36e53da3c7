# style: cucumber-rails web_steps
Feature: Exploring the CKEditor samples
  As a developer evaluating CKEditor
  I want to visit the samples
  So that I can see what the editor can do

  Scenario: Open the toolbar configurator from the main sample
    Given I am on "/samples/index.html"
    When I follow "TOOLBAR CONFIGURATOR Edit your toolbar now!"
    Then I should see "Toolbar Configurator"
    And I should be on "/samples/toolbarconfigurator/index.html"
    And I should not see "Congratulations!"

  Scenario: Switch the read-only sample between read-only and editable
    Given I am on "/samples/old/readonly.html"
    Then I should see "This is some sample text. You are using CKEditor."
    When I press "Make it read-only"
    Then I should see "This is some sample text. You are using CKEditor."
    When I press "Make it editable again"
    Then I should see "This is some sample text. You are using CKEditor."

  Scenario: Insert a link with the link dialog
    Given I am on "/samples/index.html"
    When I press "Link"
    And I fill in "URL" with "example.test/help"
    And I press "OK"
    Then I should see "http://example.test/help"

  Scenario: Go from the old samples list to the massive inline editing sample
    Given I am on "/samples/old/index.html"
    When I follow "Massive inline editor creation"
    Then I should see "Click inside of any element below to start editing."
    And I should see "GOES INLINE!"
    And I should not see "Basic Samples"
