# style: CodeceptJS as Gherkin
Feature: Typing in the classic editor

  Background:
    Given I am on page "/samples/index.html"

  Scenario: The editor opens with its sample content
    Then I see "Congratulations!"
    And I see "Hello world!" in the editor
    And I see "I'm an instance of CKEditor." in the editor

  Scenario: Replace the content and write a bold line
    When I click in the editing area
    And I press key "Control+A"
    And I type "Meeting notes for Monday"
    And I press key "Enter"
    And I click "Bold"
    And I type "Bring coffee"
    Then I see "Meeting notes for Monday" in the editor
    And I see "Bring coffee" in bold in the editor
    And I don't see "Hello world!" in the editor
    And I see "strong" in the status bar
