# style: third person
Feature: Older samples and the toolbar configurator
  A developer evaluating CKEditor looks at the other sample pages.

  Scenario: The user asks the toolbar configurator for a config
    Given the user is on the toolbar configurator page
    Then the user sees "Select configurator type"
    And the user sees "Add row separator"
    When the user clicks the "Get toolbar config" button
    Then the user sees "Back to configurator"
    And the user no longer sees "Add row separator"
    When the user clicks "Back to configurator"
    Then the user sees "Add row separator"

  Scenario: The inline toolbar appears when the user clicks into a block
    Given the user is on the inline editing page
    Then the "Bold" button is not shown
    When the user clicks "Fusce vitae porttitor"
    Then the "Bold" button is shown
    And the user sees "GOES INLINE!"

  Scenario: The user looks at the source of the read-only sample
    Given the user is on the read-only page
    Then the user sees "This is some sample text. You are using CKEditor."
    When the user clicks the "Source" button
    Then the source code box shows "This is some <strong>sample text</strong>."
    When the user clicks the "Source" button again
    Then the user sees "This is some sample text. You are using CKEditor."

  Scenario: The user opens a basic sample from the list of old samples
    Given the user is on the old samples page
    Then the user sees "Basic Samples"
    When the user clicks the "Replace textarea elements by class name" link
    Then the user is taken to a url containing "replacebyclass"
    And the user does not see "Basic Customization"
