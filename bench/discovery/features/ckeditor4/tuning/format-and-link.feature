# style: Behat MinkContext
Feature: Paragraph format and links

  Background:
    Given I am on "/samples/index.html"

  Scenario: Turning a paragraph into a Heading 2
    When I click on "I'm an instance of" in the editor
    And I select "Heading 2" from the "Paragraph Format" menu
    Then I should see "Heading 2" in the "Paragraph Format" combo
    And I should see "I'm an instance of CKEditor." in the editor

  Scenario: Adding a link with the Link dialog
    When I select all the text in the editor
    And I type "Visit our shop" in the editor
    And I select all the text in the editor
    And I press "Link"
    Then I should see "Link Info" in the dialog
    When I fill in "URL" with "shop.example.test"
    And I press "OK" in the dialog
    Then I should see a link "Visit our shop" in the editor
    And the "Unlink" button should be enabled
