# style: Behat MinkContext
Feature: Old API samples of the classic editor
  In order to integrate the editor into our CMS
  As a developer
  I need the API sample pages to change the editor when I use their buttons

  Scenario: Putting the editor into read-only mode and back
    Given I am on "/samples/old/readonly.html"
    Then I should see an ".cke_button__bold.cke_button_off" element
    When I press "Make it read-only"
    Then I should see an ".cke_button__bold.cke_button_disabled" element
    And I should not see an ".cke_button__bold.cke_button_off" element
    When I press "Make it editable again"
    Then I should see an ".cke_button__bold.cke_button_off" element

  Scenario: Replacing and extending the editor contents through the API
    Given I am on "/samples/old/api.html"
    Then I should see "Instance editor1 loaded."
    When I press "Set Editor Contents"
    Then I should see "This is some sample HTML code." in the "#cke_editor1" element
    When I press "Insert Text"
    Then I should see "Second line of text preceded by two line breaks." in the "#cke_editor1" element
    And I should see "This is some sample HTML code." in the "#cke_editor1" element

  Scenario: Creating an editor on the fly and removing it again
    Given I am on "/samples/old/ajax.html"
    Then I should not see an "#cke_editor1" element
    When I press "Create Editor"
    Then I should see an "#cke_editor1" element
    When I type "Minutes of the Friday meeting" into the editor
    And I press "Remove Editor"
    Then I should not see an "#cke_editor1" element
    And I should see "Edited Contents:"
    And I should see "Minutes of the Friday meeting"

  Scenario: Switching the editor interface to German
    Given I am on "/samples/old/uilanguages.html"
    Then I should see "Available languages (70 languages!)"
    And I should see "Source" in the "#cke_editor1" element
    When I select "German" from "languages"
    Then I should see "Quellcode" in the "#cke_editor1" element
    And I should see "Stil" in the "#cke_editor1" element
    And I should not see "Source" in the "#cke_editor1" element
