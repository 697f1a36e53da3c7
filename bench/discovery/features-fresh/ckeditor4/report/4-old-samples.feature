# style: third person
Feature: The older CKEditor samples

  Scenario: The editor author opens the read-only sample from the list
    Given the author is on "/samples/old/index.html"
    When she follows "Read-only mode"
    Then she sees "Using the CKEditor Read-Only API"
    And she sees "This is some sample text. You are using CKEditor." in the editor
    When she clicks "Make it read-only"
    Then she sees the "Make it editable again" button
    And she no longer sees the "Make it read-only" button
    When she clicks "Make it editable again"
    Then she sees the "Make it read-only" button again

  Scenario: The developer replaces the editor contents through the API
    Given the developer is on "/samples/old/api.html"
    Then he sees "Instance editor1 loaded."
    And he sees "This is some sample text. You are using CKEditor." in the editor
    When he clicks "Set Editor Contents"
    Then he sees "This is some sample HTML code." in the editor
    And he no longer sees "You are using CKEditor." in the editor

  Scenario: The translator switches the editor to German
    Given the translator is on "/samples/old/uilanguages.html"
    Then she sees "Available languages (70 languages!):"
    And she sees "Source" on the editor toolbar
    When she selects "German" in the list of languages
    Then she sees "Quellcode" on the editor toolbar
    And she no longer sees "Source" on the editor toolbar
