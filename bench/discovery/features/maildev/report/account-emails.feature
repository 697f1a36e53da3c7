# style: CodeceptJS as Gherkin
Feature: Account emails sent to Alice

  Scenario: Read the password reset code
    Given I am on page "/"
    When I click "Your password reset code"
    Then I see "security@lanternapp.test"
    And I see "482913" in the email body
    And I see "It expires in 15 minutes" in the email body
    And I don't see "Thanks for your order, Bob"

