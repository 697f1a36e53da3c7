@auth
Feature: Sign in
  As a shop administrator
  I want to sign in to Tea Shop Admin
  So that only staff can manage products, orders and settings

  # Demo credentials: alice / wonderland. The DEMO_PASSWORD environment variable holds the
  # password; Stepwright reads "${NAME}" values from the environment at run time.

  Background:
    Given I open "/login"

  @smoke
  Scenario: Sign in with valid credentials
    When I type "alice" into the "Username" field
    And I type "${DEMO_PASSWORD}" into the "Password" field
    And I click the "Sign in" button
    Then I should see "Welcome, Alice"
    And the URL should contain "/products"
    And the title should contain "Products"

  Scenario: Remember me can be ticked and unticked before signing in
    When I enter "alice" as username and "wonderland" as password
    And I check "Remember me"
    Then the "Remember me" checkbox should be checked
    When I uncheck "Remember me"
    Then the "Remember me" checkbox should be unchecked
    When I click the "Sign in" button
    Then I should see "Welcome, Alice"

  Scenario Outline: Sign in is refused with bad credentials
    When I enter "<username>" as username and "<password>" as password
    And I click the "Sign in" button
    Then I should see "Invalid username or password"
    And I should not see "Welcome, Alice"
    And the URL should contain "/login"
    And the "Username" field should contain "<username>"

    Examples:
      | username | password   |
      | alice    | teapot     |
      | hatter   | wonderland |

  Scenario: A protected page asks for sign-in first and then opens
    When I go to "/settings"
    Then the URL should contain "/login"
    When I enter "alice" as username and "wonderland" as password
    And I click the "Sign in" button
    Then the title should contain "Settings"
    And I should see "Welcome, Alice"

  Scenario: Signing out returns to the sign-in page
    When I enter "alice" as username and "wonderland" as password
    And I click the "Sign in" button
    And I click the "Sign out" link
    Then I should see "You have been signed out"
    And the URL should contain "/login"
    And I should not see "Welcome, Alice"
