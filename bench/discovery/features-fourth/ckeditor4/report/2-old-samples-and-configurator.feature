# style: third person
Feature: Older samples and the toolbar configurator

  Scenario: A visitor finds the read-only sample in the list of old samples
    Given the visitor is on the "/samples/old/index.html" page
    When the visitor clicks the "Read-only mode" link
    Then the visitor should see the heading "CKEditor Samples » Using the CKEditor Read-Only API"
    When the visitor clicks the "CKEditor Samples" link in that heading
    Then the visitor should be on the "/samples/old/index.html" page
    And the visitor should see "Basic Samples"

  Scenario: The user switches the editor to read-only and back
    Given the user is on the "/samples/old/readonly.html" page
    Then the "Bold" toolbar button should be enabled
    When the user clicks "Make it read-only"
    Then the user should see a "Make it editable again" button
    And the "Make it read-only" button should no longer be shown
    And the "Bold" toolbar button should be disabled
    When the user clicks "Make it editable again"
    Then the user should see a "Make it read-only" button
    And the "Bold" toolbar button should be enabled

  Scenario: An author edits a heading in place
    Given the author is on the "/samples/old/inlineall.html" page
    When the author clicks the heading "Fusce vitae porttitor"
    Then a floating editor toolbar with a "Bold" button should appear
    When the author types " and more" at the end of that heading
    Then the heading should read "Fusce vitae porttitor and more"

  Scenario: A developer gets the configuration for the toolbar
    Given the developer is on the "/samples/toolbarconfigurator/index.html" page
    When the developer clicks "Get toolbar config"
    Then the developer should see configuration code containing "config.toolbarGroups"
    And the developer should see the buttons "Select config" and "Back to configurator"
    When the developer clicks "Back to configurator"
    Then the developer should see the "Get toolbar config" button again
