# style: Behat MinkContext
Feature: Editing content in the CKEditor sample editor
  As a content author trying out CKEditor
  I want to type into the editor, enlarge it, view its source and configure its toolbar
  So that I can judge whether it fits my website

  Scenario: Replacing the sample text with my own text
    Given I am on "/samples/index.html"
    Then I should see "Hello world!"
    When I fill in "Editor, editor" with "Minutes of the Monday meeting"
    Then I should see "Minutes of the Monday meeting"
    And I should not see "I'm an instance of CKEditor."
    And the "Editor, editor" field should contain "Minutes of the Monday meeting"

  Scenario: Maximizing the editor hides the rest of the page until it is minimized
    Given I am on "/samples/index.html"
    When I press "Maximize"
    Then I should see "Hello world!"
    And I should not see "Congratulations!"
    And I should not see "Customize Your Editor"
    When I press "Maximize"
    Then I should see "Congratulations!"

  Scenario: Switching to source mode shows the HTML of the content
    Given I am on "/samples/index.html"
    When I press "Source"
    Then the "Editor, editor" field should contain "<h1>Hello world!</h1>"
    And I should not see "Hello world!"
    When I press "Source"
    Then I should see "Hello world!"
    And I should see "I'm an instance of CKEditor."

  Scenario: Adding the Underline button in the toolbar configurator
    Given I am on "/samples/index.html"
    When I follow "TOOLBAR CONFIGURATOR"
    Then the url should match "toolbarconfigurator"
    And the "Underline" checkbox should not be checked
    And the "Bold" checkbox should be checked
    When I check "Underline"
    Then the "Underline" checkbox should be checked
