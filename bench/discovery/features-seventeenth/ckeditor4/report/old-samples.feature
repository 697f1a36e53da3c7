# style: Behat MinkContext
Feature: Older CKEditor samples
  As a developer upgrading an old integration
  I want to open the older samples
  So that I can compare their behaviour

  Scenario: Opening the read-only sample
    Given I am on "/samples/old/index.html"
    When I follow "Read-only mode"
    Then I should be on "/samples/old/readonly.html"
    And I should see "Using the CKEditor Read-Only API"
    And I should see "This is some sample text. You are using CKEditor."

  Scenario: Changing the user interface language
    Given I am on "/samples/old/uilanguages.html"
    When I select "French" from "languages"
    Then the "languages" field should contain "French"
    And the "languages" field should not contain "English"
    And I should see "User Interface Languages"

  Scenario: The inline editing sample shows its article
    Given I am on "/samples/old/inlineall.html"
    Then I should see "Click inside of any element below to start editing."
    And I should see "Tags of this article:"
    And I should see "inline, editing, floating, CKEditor"
    And I should not see "Congratulations!"

  Scenario: Listing the basic samples
    Given I am on "/samples/old/index.html"
    Then I should see "Basic Samples"
    And I should see "Replace textarea elements by class name"
    When I follow "User Interface color"
    Then the url should match "uicolor\.html$"
