# style: CodeceptJS as Gherkin
Feature: Dialogs, read-only mode and the older CKEditor samples
  As a developer integrating CKEditor into an application
  I want to use the link dialog, the read-only switch and the older samples
  So that I know how the editor behaves beyond simple typing

  Scenario: The link dialog changes its fields for an e-mail link and can be cancelled
    Given I am on page "/samples/index.html"
    When I click "Link (Ctrl+K)"
    Then I see "Link Info"
    When I select option "Link Type", "E-mail"
    Then I see "E-Mail Address"
    And I don't see "Protocol"
    When I click "Cancel"
    And I accept popup
    Then I don't see "Link Info"

  Scenario: Inserting a link through the link dialog
    Given I am on page "/samples/index.html"
    When I click "Link (Ctrl+K)"
    And I fill field "Display Text", "Lantern homepage"
    And I fill field "URL", "lantern.example.test"
    Then I see in field "Display Text", "Lantern homepage"
    When I click "OK"
    Then I see element "Lantern homepage"
    And I don't see "Link Info"

  Scenario: Switching the editor to read-only and back
    Given I am on page "/samples/old/readonly.html"
    Then I see element "Make it read-only"
    When I click "Make it read-only"
    Then I see element "Make it editable"
    And I don't see element "Make it read-only"
    When I click "Make it editable"
    Then I see element "Make it read-only"
    And I see "This is some sample text."

  Scenario: Opening an older sample from the samples list
    Given I am on page "/samples/old/index.html"
    Then I see "These samples are not maintained anymore."
    When I click "Replace textarea elements by class name"
    Then I see in current url "/samples/old/replacebyclass.html"
    And I see "Replace Textarea Elements by Class Name"
    And I don't see "Basic Customization"
