# style: third person
Feature: Toolbar configurator
  An integrator builds a toolbar in the basic configurator: every toolbar
  group lists its buttons as checkboxes (named by their tooltips), and a
  preview editor above shows the result.

  Scenario: The integrator removes the Bold button
    Given the integrator is on the page "/samples/toolbarconfigurator/index.html"
    And the "Bold" checkbox in the "basicstyles" group is ticked
    When the integrator unticks the "Bold" checkbox
    Then the "Bold" checkbox is no longer ticked
    And the preview toolbar no longer shows the "Bold (Ctrl+B)" button
    And the preview toolbar still shows the "Italic (Ctrl+I)" button

  Scenario: The integrator reveals the empty toolbar groups
    Given the integrator is on the page "/samples/toolbarconfigurator/index.html"
    And the integrator does not see the "colors" group in the list
    When the integrator clicks "Show empty toolbar groups"
    Then the integrator sees the "colors" group and the "forms" group
    And the button now reads "Hide empty toolbar groups"
    When the integrator clicks "Hide empty toolbar groups"
    Then the integrator no longer sees the "colors" group

  Scenario: The integrator copies the generated configuration
    Given the integrator is on the page "/samples/toolbarconfigurator/index.html"
    When the integrator clicks "Get toolbar config"
    Then the integrator sees "CKEDITOR.editorConfig = function( config ) {"
    And the integrator sees "config.toolbarGroups = ["
    And the integrator sees the "Select config" button
    When the integrator clicks "Back to configurator"
    Then the integrator sees the "Get toolbar config" button again
    And the integrator no longer sees "config.toolbarGroups = ["

  Scenario: A removed button ends up in the removeButtons setting
    Given the integrator is on the page "/samples/toolbarconfigurator/index.html"
    When the integrator unticks the "Strikethrough" checkbox
    And the integrator clicks "Get toolbar config"
    Then the integrator sees "config.removeButtons = 'Underline,Subscript,Superscript,Strike';"
    And the integrator no longer sees the "Get toolbar config" button

  Scenario: The integrator switches to the advanced configurator
    Given the integrator is on the page "/samples/toolbarconfigurator/index.html"
    When the integrator clicks "Advanced" next to "Select configurator type"
    Then the integrator sees "Unused toolbar items"
    And the integrator sees "Underline Subscript Superscript"
    And the integrator sees "config.toolbar = ["

  Scenario: The integrator reads the help and closes it
    Given the integrator is on the page "/samples/toolbarconfigurator/index.html"
    When the integrator clicks the "Configurator help" question mark
    Then the integrator sees "Arranging toolbar groups is the recommended way of configuring the toolbar"
    When the integrator clicks "Got it. Let's play!"
    Then the integrator no longer sees "Arranging toolbar groups is the recommended way of configuring the toolbar"
