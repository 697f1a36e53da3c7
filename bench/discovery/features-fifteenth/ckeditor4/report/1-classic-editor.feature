# style: first person
Feature: Editing text in the classic editor sample
  I try the full editor on the samples page: typing, source mode and formats.

  Scenario: I replace the sample content with my own text
    Given I am on the samples page
    Then I see "Hello world!"
    When I type "Meeting notes for Monday" into the editing area
    Then I see "Meeting notes for Monday"
    And I no longer see "Hello world!"

  Scenario: I switch to source mode and back
    Given I am on the samples page
    When I click the "Source" button in the toolbar
    Then the source code box contains "<h1>Hello world!</h1>"
    And I no longer see "I'm an instance of CKEditor."
    When I click the "Source" button again
    Then I see "I'm an instance of CKEditor."

  Scenario: I turn the heading into a smaller heading
    Given I am on the samples page
    When I open the "Format" dropdown
    Then I see "Heading 3"
    When I click "Heading 3" in the list
    And I click the "Source" button
    Then the source code box contains "<h3>Hello world!</h3>"

  Scenario: I open the toolbar configurator from the samples page
    Given I am on the samples page
    When I click "Toolbar configurator" in the header
    Then I see "Select configurator type"
    And I see "Toolbar Configurator Help"
    And I no longer see "Congratulations!"
