# style: cucumber-rails web_steps
Feature: Pages and widgets - sidebar navigation, login screens and collapsible cards

  Scenario: Expanding the Components section of the sidebar
    Given I am on "/index.html"
    Then I should not see "CUSTOM COMPONENTS:"
    When I follow "Components"
    Then I should see "CUSTOM COMPONENTS:"
    When I follow "Cards"
    Then I should be on "/cards.html"
    And I should see "Default Card Example"

  Scenario: Filling in the login form
    Given I am on "/login.html"
    When I fill in "Enter Email Address..." with "douglas@example.com"
    And I fill in "Password" with "s3cret-tea"
    And I check "Remember Me"
    Then the "Enter Email Address..." field should contain "douglas@example.com"
    And the "Remember Me" checkbox should be checked
    When I follow "Login"
    Then I should be on "/index.html"

  Scenario: Moving from the login page to registration and back
    Given I am on "/login.html"
    When I follow "Create an Account!"
    Then I should see "Create an Account!"
    And I should see "Register Account"
    When I follow "Already have an account? Login!"
    Then I should see "Welcome Back!"
    And the "Remember Me" checkbox should not be checked

  Scenario: Collapsing a card
    Given I am on "/cards.html"
    Then I should see "This is a collapsable card example"
    When I follow "Collapsable Card Example"
    Then I should not see "This is a collapsable card example"
    When I follow "Collapsable Card Example"
    Then I should see "This is a collapsable card example"
