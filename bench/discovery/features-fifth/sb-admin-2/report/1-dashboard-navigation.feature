# style: CodeceptJS as Gherkin
Feature: Dashboard navigation and top bar menus

  Scenario: Opening the Components menu in the sidebar and going to Cards
    Given I am on page "/index.html"
    When I click "Components"
    Then I see "Buttons"
    And I see "Cards"
    When I click "Cards"
    Then I see in current url "/cards.html"
    And I see "Default Card Example"

  Scenario: Reading the alerts from the bell in the top bar
    Given I am on page "/index.html"
    When I click "3+"
    Then I see "A new monthly report is ready to download!"
    And I see "$290.29 has been deposited into your account!"
    And I see "Show All Alerts"

  Scenario: Logging out through the user menu and the confirmation dialog
    Given I am on page "/index.html"
    When I click "Douglas McGee"
    Then I see "Activity Log"
    When I click "Logout"
    Then I see "Ready to Leave?"
    When I click "Logout" in the dialog
    Then I see in current url "/login.html"
    And I see "Welcome Back!"

  Scenario: Collapsing and expanding a card on the Cards page
    Given I am on page "/cards.html"
    Then I see "This is a collapsable card example using Bootstrap's built in collapse functionality."
    When I click "Collapsable Card Example"
    Then I don't see "This is a collapsable card example using Bootstrap's built in collapse functionality."
    When I click "Collapsable Card Example"
    Then I see "This is a collapsable card example using Bootstrap's built in collapse functionality."
