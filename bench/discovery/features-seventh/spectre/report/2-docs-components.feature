# style: Behat MinkContext
Feature: Navigating the Spectre docs and using the CSS-only components

  Scenario: Getting from the home page to the Tables docs
    Given I am on "/docs/index.html"
    When I follow "Docs"
    Then I should be on "/docs/getting-started.html"
    And I should see "Spectre.css is a lightweight, responsive and modern CSS framework"
    When I click on the "Elements" section header in the sidebar
    And I follow "Tables"
    Then I should be on "/docs/elements/tables.html"
    And I should see "Striped tables"
    And I should see "Schindler's List" in the "table.table-striped" element

  Scenario: Opening and closing the example modal
    Given I am on "/docs/components/modals.html"
    And I should not see "This is the content inside the modal."
    When I follow "Open Modal"
    Then I should see "This is the content inside the modal." in the "#example-modal-1" element
    And I should see "Modal title"
    When I follow "Close"
    Then I should not see "This is the content inside the modal."
    And the url should match "/#modals$/"

  Scenario: Only one radio-based accordion section is open at a time
    Given I am on "/docs/components/accordions.html"
    Then I should see "Element 1"
    And I should not see "Layout 1"
    When I click on "Layout" in the first accordion example
    Then I should see "Layout 1"
    And I should see "Layout 2"
    But I should not see "Element 1" in the first accordion example

  Scenario Outline: Component pages are reachable from the sidebar
    Given I am on "/docs/components/accordions.html"
    When I follow "<link>"
    Then I should be on "<path>"
    And I should see "<intro>"

    Examples:
      | link       | path                             | intro                                                                   |
      | Tabs       | /docs/components/tabs.html       | Tabs enable quick switch between different views.                       |
      | Modals     | /docs/components/modals.html     | Modals are flexible dialog prompts.                                     |
      | Menu       | /docs/components/menu.html       | Menus are vertical list of links or buttons for actions and navigation. |
      | Pagination | /docs/components/pagination.html | Add a container element with the pagination class.                      |
