# style: CodeceptJS as Gherkin
Feature: Dashboard menus, alerts and cards
  As a signed-in administrator
  I want the top bar menus, alerts and collapsible cards to work
  So that I can reach my account actions and keep the dashboard tidy

  Scenario: The logout dialog can be opened and cancelled
    Given I am on page "/index.html"
    When I click "Douglas McGee"
    And I click "Logout"
    Then I see "Ready to Leave?"
    When I click "Cancel"
    Then I don't see "Ready to Leave?"

  Scenario: The alerts dropdown lists recent alerts
    Given I am on page "/index.html"
    When I click "3+"
    Then I see "Alerts Center"
    And I see "A new monthly report is ready to download!"
    And I see "$290.29 has been deposited into your account!"
    And I see element "Show All Alerts"

  Scenario: A collapsable card hides its body when its header is clicked
    Given I am on page "/cards.html"
    Then I see "This is a collapsable card example using Bootstrap's built in collapse functionality."
    When I click "Collapsable Card Example"
    Then I don't see "This is a collapsable card example"
    And I see "Collapsable Card Example"

  Scenario: The Components menu leads to the cards page
    Given I am on page "/index.html"
    When I click "Components"
    Then I see "Custom Components:"
    When I click "Cards"
    Then I see in current url "/cards.html"
    And I see "Default Card Example"
