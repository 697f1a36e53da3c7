# style: first person
Feature: Top bar menus and dashboard cards
  The top bar holds an alerts bell (badge "3+"), a messages envelope
  (badge "7") and the user menu "Douglas McGee".

  Scenario: I read the alerts
    Given I am on the dashboard "/index.html"
    When I click the "3+" alerts badge in the top bar
    Then I should see "ALERTS CENTER"
    And I should see "A new monthly report is ready to download!"
    And I should see "Show All Alerts"

  Scenario: I read the messages
    Given I am on the dashboard "/index.html"
    When I click the "7" messages badge in the top bar
    Then I should see "MESSAGE CENTER"
    And I should see "Emily Fowler · 58m"
    And I should see "Read More Messages"
    And I should not see "ALERTS CENTER"

  Scenario: I open my user menu
    Given I am on the dashboard "/index.html"
    When I click "Douglas McGee" in the top bar
    Then I should see "Profile"
    And I should see "Activity Log"
    And I should see "Logout"

  Scenario: I change my mind about logging out
    Given I am on the dashboard "/index.html"
    When I click "Douglas McGee" in the top bar
    And I click "Logout" in the user menu
    Then I should see a dialog titled "Ready to Leave?"
    When I click the "Cancel" button in the dialog
    Then I should not see "Ready to Leave?"
    And I should see "Earnings Overview"

  Scenario: I log out through the confirmation dialog
    Given I am on the dashboard "/index.html"
    When I click "Douglas McGee" in the top bar
    And I click "Logout" in the user menu
    Then I should see "below if you are ready to end your current session."
    When I click the "Logout" button in the dialog
    Then I should see "Welcome Back!"
    And I should be on "/login.html"

  Scenario: I collapse and expand the collapsable card
    Given I am on the cards page "/cards.html"
    Then I should see "This is a collapsable card example"
    When I click the "Collapsable Card Example" card header
    Then I should not see "This is a collapsable card example"
    When I click the "Collapsable Card Example" card header again
    Then I should see "This is a collapsable card example"

  Scenario: I open the menu of the dropdown card
    Given I am on the cards page "/cards.html"
    When I click the three-dots icon in the header of the "Dropdown Card Example" card
    Then I should see "DROPDOWN HEADER:"
    And I should see "Another action"
    And I should see "Something else here"
