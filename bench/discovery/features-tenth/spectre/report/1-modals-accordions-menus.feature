# style: first person
Feature: Trying the interactive components in the Spectre docs
  As a front-end developer evaluating Spectre
  I want to try the modals, accordions and dropdowns on the docs pages
  So that I know they behave without extra JavaScript

  Scenario: Opening and closing the default modal
    Given I open the page "/docs/components/modals.html"
    When I click the "Open Modal" button
    Then I should see a dialog titled "Modal title"
    And the dialog should say "This is the content inside the modal."
    When I click the "Close" button in the dialog
    Then I should not see any dialog

  Scenario: Filling in the form inside the small modal
    Given I open the page "/docs/components/modals.html"
    When I click the "Open small size Modal" button
    Then I should see a dialog titled "Modal title"
    When I type "Grace Hopper" into the "Name" field in the dialog
    And I choose "Male" in the dialog
    Then the "Male" option in the dialog should be selected
    And the "Name" field in the dialog should contain "Grace Hopper"
    When I click the close icon in the top right corner of the dialog
    Then I should not see any dialog

  Scenario: Switching sections in the accordion
    Given I open the page "/docs/components/accordions.html"
    Then the "Elements" section of the first accordion should be expanded
    And the "Layout" section of the first accordion should be collapsed
    When I click "Layout" in the first accordion
    Then the "Layout" section of the first accordion should be expanded
    And I should see "Layout 2" in the first accordion
    And the "Elements" section of the first accordion should be collapsed

  Scenario: Opening a dropdown menu and closing it again
    Given I open the page "/docs/components/menu.html"
    Then I should not see any open dropdown menu
    When I click the 2nd "dropdown button"
    Then I should see a dropdown menu with "Slack", "Hipchat" and "Skype"
    When I click the "Menu" heading
    Then I should not see any open dropdown menu
