# style: third person
Feature: Live component examples in the Spectre docs
  A reader of the docs tries out the pure-CSS components on their pages.

  Scenario: The reader opens and closes the example modal
    Given the reader is on "/docs/components/modals.html"
    When she clicks "Open Modal"
    Then she should see a dialog titled "Modal title"
    And the dialog should say "This is the content inside the modal."
    When she clicks the "Close" link at the bottom of the dialog
    Then the dialog should no longer be visible
    And the page heading "Modals" should still be shown

  Scenario: Only one section of the radio accordion is open at a time
    Given the reader is on "/docs/components/accordions.html"
    Then she should see "Element 1" under the "Elements" header in the left column
    When she clicks the "Layout" header in the left column
    Then she should see "Layout 1" and "Layout 2" in the left column
    And "Element 1" should be hidden in the left column

  Scenario: The reader filters the game cards by tag
    Given the reader is on "/docs/experimentals/filters.html"
    Then she should see the cards "Halo 5" and "FIFA 17"
    When she clicks the "Sports" chip
    Then she should see the cards "Forza Horizon 3", "NBA 2K17" and "FIFA 17"
    But she should not see the card "Halo 5"
    When she clicks the "All" chip
    Then she should see the card "Halo 5" again

  Scenario: The reader goes from the home page to the Modals docs
    Given the reader is on "/docs/index.html"
    When she clicks "Docs" in the top navigation
    Then she should see the "Getting started" page with the "Installation" card
    When she opens the "COMPONENTS" group in the sidebar
    And she clicks "Modals" in the sidebar
    Then she should be on "/docs/components/modals.html"
    And she should see "Modals are flexible dialog prompts."
