# style: CodeceptJS
Feature: Editing the content of the classic editor

  Scenario: Type at the end of the heading
    Given I am on page "/samples/index.html"
    When I click "Hello world!" in the editing area
    And I press key "End"
    And I type " And goodbye."
    Then I see "Hello world! And goodbye." in the editing area

  Scenario: Undo the typing
    Given I am on page "/samples/index.html"
    When I click "Hello world!" in the editing area
    And I press key "End"
    And I type " Extra words"
    Then I see "Hello world! Extra words" in the editing area
    When I click "Undo (Ctrl+Z)"
    Then I don't see "Extra words" in the editing area
    And I see "Hello world!" in the editing area

  Scenario: Turn the paragraph into a second-level heading
    Given I am on page "/samples/index.html"
    When I click "I'm an instance of" in the editing area
    And I click "Paragraph Format"
    And I click "Heading 2" in the format list
    Then I see "Heading 2" in the "Paragraph Format" box
    When I click "Source"
    Then I see in field "Editor, editor", "<h2>"
    And I don't see in field "Editor, editor", "<p>"

  Scenario: Make the whole text bold
    Given I am on page "/samples/index.html"
    When I click "Hello world!" in the editing area
    And I press key "Control+A"
    And I click "Bold (Ctrl+B)"
    And I click "Source"
    Then I see in field "Editor, editor", "<h1><strong>Hello world!</strong></h1>"

  Scenario: Look at the HTML source and go back
    Given I am on page "/samples/index.html"
    When I click "Source"
    Then I see in field "Editor, editor", "<h1>Hello world!</h1>"
    And I see the "Bold (Ctrl+B)" button is disabled
    When I click "Source"
    Then I see "Hello world!" in the editing area
    And I see the "Bold (Ctrl+B)" button is enabled

  Scenario: Start a bulleted list
    Given I am on page "/samples/index.html"
    When I click "I'm an instance of" in the editing area
    And I click "Insert/Remove Bulleted List"
    And I click "Source"
    Then I see in field "Editor, editor", "<ul>"
    And I see in field "Editor, editor", "<li>"
