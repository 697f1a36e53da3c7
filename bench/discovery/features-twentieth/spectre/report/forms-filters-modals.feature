# style: Behat MinkContext
Feature: Trying out the live examples in the Spectre.css documentation
  As a front-end developer choosing a CSS framework
  I want the form, filter and modal examples in the docs to react to what I do
  So that I know how these components behave before I use them

  Scenario: Text fields in the form example keep what was typed
    Given I am on "/docs/elements/forms.html"
    When I fill in "Name" with "Ada Lovelace"
    And I fill in "Email" with "ada@example.test"
    And I fill in "Message" with "Please call me back after lunch"
    Then the "Name" field should contain "Ada Lovelace"
    And the "Email" field should contain "ada@example.test"
    And the "Message" field should contain "call me back"

  Scenario: Custom checkboxes and switches can be ticked and cleared
    Given I am on "/docs/elements/forms.html"
    Then the "Remember me" checkbox should not be checked
    And the "Checkbox 2" checkbox should be checked
    When I check "Remember me"
    And I check "Send me emails with news and tips"
    And I uncheck "Checkbox 2"
    Then the "Remember me" checkbox should be checked
    And the "Send me emails with news and tips" checkbox should be checked
    And the "Checkbox 2" checkbox should not be checked

  Scenario: Picking a tag in the filter example hides the other games
    Given I am on "/docs/experimentals/filters.html"
    Then the "All" checkbox should be checked
    When I check "Sports"
    Then I should see "FIFA 17"
    And I should see "NBA 2K17"
    And I should not see "Halo 5"
    And I should not see "Fallout 4"
    And the "All" checkbox should not be checked

  Scenario: The example modal opens over the page and closes again
    Given I am on "/docs/components/modals.html"
    When I follow "Open Modal"
    Then I should see "This is the content inside the modal."
    And the url should match "#example-modal-1"
    When I follow "Close"
    Then I should not see "This is the content inside the modal."
    And I should be on "/docs/components/modals.html#modals"
