# style: third person
Feature: Inline editing

  Scenario: The author edits a heading in place
    Given the author is on "/samples/old/inlineall.html"
    Then the author sees "Click inside of any element below to start editing."
    When the author clicks on the heading "Fusce vitae porttitor"
    Then the author sees a floating editor toolbar with the "Bold" button
    When the author moves to the end of the heading and types " tortor"
    Then the author sees "Fusce vitae porttitor tortor"
