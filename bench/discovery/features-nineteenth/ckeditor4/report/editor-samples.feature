# style: cucumber-rails web_steps
Feature: Working with the CKEditor samples
  As a web developer choosing a rich-text editor
  I want to configure the toolbar, lock the editor, create and remove editors and insert links
  So that I know CKEditor can be fitted to the forms of my own site

  Scenario: Unticking a button in the toolbar configurator removes it from the preview
    Given I am on the toolbar configurator page
    When I uncheck "Source"
    Then the "Source" checkbox should not be checked
    And I should not see "Source" within "#cke_editor-basic"
    And the "Bold" checkbox should be checked
    When I press "Get toolbar config"
    Then I should see "Back to configurator"
    And I should not see "Show empty toolbar groups"

  Scenario: The read-only sample locks and unlocks the editor
    Given I am on the read-only page
    When I fill in "Editor, editor1" with "Edited before locking"
    And I press "Make it read-only"
    Then I should see "Make it editable again"
    And I should see "Edited before locking"
    And I should not see "Make it read-only"
    When I press "Make it editable again"
    Then I should see "Make it read-only"

  Scenario: An editor created on the fly hands its text back when it is removed
    Given I am on the old samples page
    When I follow "Create and destroy editor instances for Ajax applications"
    And I press "Create Editor"
    And I fill in "Editor, editor1" with "Draft of the quarterly letter"
    And I press "Remove Editor"
    Then I should see "Edited Contents:"
    And I should see "Draft of the quarterly letter"
    And I should not see "Styles"

  Scenario: The link dialog can insert an e-mail link
    Given I am on the samples page
    When I press "Link (Ctrl+K)"
    And I select "E-mail" from "Link Type"
    And I fill in "E-Mail Address" with "orders@teashop.test"
    And I fill in "Message Subject" with "Order 1042"
    And I press "OK"
    Then I should not see "Link Info"
    And I should see "orders@teashop.test"
