# style: first person
Feature: Exploring the other CKEditor samples
  As a developer integrating CKEditor into our product
  I want to try the read-only API, the toolbar configurator and the older samples
  So that I can pick the right setup for our pages

  Scenario: Switching the read-only sample between read-only and editable
    Given I am on "/samples/old/readonly.html"
    Then I should see "This is some sample text. You are using CKEditor."
    When I press "Make it read-only"
    Then I should see a "Make it editable" button
    And I should not see a "Make it read-only" button
    When I press "Make it editable"
    Then I should see a "Make it read-only" button

  Scenario: Removing the Cut button in the toolbar configurator
    Given I am on "/samples/toolbarconfigurator/index.html"
    Then the "Cut" checkbox should be checked
    When I uncheck the "Cut" checkbox
    Then the "Cut" checkbox should not be checked
    And the "Copy" checkbox should be checked

  Scenario: Choosing the advanced toolbar configurator
    Given I am on "/samples/toolbarconfigurator/index.html"
    Then I should see "Show empty toolbar groups"
    When I choose "Advanced"
    Then the "Advanced" radio button should be selected
    And I should not see "Show empty toolbar groups"

  Scenario: Going from the old samples list to the read-only sample
    Given I am on "/samples/old/index.html"
    Then I should see "Basic Samples"
    When I follow the "Read-only mode" link
    Then I should be on "/samples/old/readonly.html"
    And I should see "Using the CKEditor Read-Only API"
