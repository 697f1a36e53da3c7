# style: Behat MinkContext
Feature: Editor modes and sample pages
  In order to check that the editor build works for our content team
  As a site maintainer
  I need to switch modes, toggle read-only and export toolbar settings

  Scenario: Replacing the content through the Source view
    Given I am on "/samples/index.html"
    Then I should see "Hello world!" in the "editor" frame
    When I press "Source"
    Then the "Editor, editor" field should contain "<h1>Hello world!</h1>"
    When I fill in "Editor, editor" with "<h2>Spring tea menu</h2><p>Sencha and Jasmine Pearls</p>"
    And I press "Source"
    Then I should see "Spring tea menu" in the "editor" frame
    And I should not see "Hello world!" in the "editor" frame

  Scenario: Putting the editor into read-only mode and back
    Given I am on "/samples/old/readonly.html"
    Then I should see an "a.cke_button__bold" element
    When I press "Make it read-only"
    Then I should see an "a.cke_button__bold.cke_button_disabled" element
    And I should see an "input[value='Make it editable again']" element
    When I press "Make it editable again"
    Then I should not see an "a.cke_button__bold.cke_button_disabled" element
    And I should see an "input[value='Make it read-only']" element

  Scenario: Exporting the toolbar layout from the configurator
    Given I am on "/samples/toolbarconfigurator/index.html"
    Then I should see "Select configurator type"
    When I press "Get toolbar config"
    Then I should see "Back to configurator"
    And the "textarea" field should contain "config.toolbarGroups"
    When I press "Back to configurator"
    Then I should see "Show empty toolbar groups"
    And I should not see "Back to configurator"

  Scenario: Opening the massive inline editing sample
    Given I am on "/samples/old/index.html"
    When I follow "Massive inline editor creation"
    Then the url should match "/samples/old/inlineall\.html$"
    And I should see "Click inside of any element below to start editing."
    When I click on the "Lorem ipsum dolor sit amet dolor duis blandit" heading
    Then I should see an ".cke_inner .cke_toolbox" element
    And I should see 1 ".cke_float .cke_toolbox" elements
