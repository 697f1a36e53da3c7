# style: first person
Feature: Classic editor - I write and format text in the main CKEditor sample

  Scenario: I add text to the editor
    Given I open "/samples/index.html"
    Then I should see "Hello world!" in the editor
    And the "Undo" button should be disabled
    When I click at the end of the editor text and type " Tea time is at four."
    Then I should see "Tea time is at four." in the editor
    And the "Undo" button should be enabled

  Scenario: I switch to source mode and back
    Given I open "/samples/index.html"
    When I click the "Source" button
    Then the source box should contain "<h1>Hello world!</h1>"
    And the "Bold" button should be disabled
    When I click the "Source" button again
    Then I should see "I'm an instance of CKEditor." in the editor
    And the "Bold" button should be enabled

  Scenario: I turn bold on from the toolbar
    Given I open "/samples/index.html"
    Then the "Bold" button should not be pressed
    When I click into the editor
    And I click the "Bold" button
    Then the "Bold" button should be pressed
    When I click the "Bold" button
    Then the "Bold" button should not be pressed

  Scenario: I open the paragraph format list
    Given I open "/samples/index.html"
    When I click the "Paragraph Format" dropdown
    Then I should see "Heading 1" in the list
    And I should see "Formatted" in the list
    When I click the "Maximize" button
    Then the "Maximize" button should be pressed
