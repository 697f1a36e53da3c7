# style: first person
Feature: Editing text in the classic editor on the samples page
  The main samples page has a full editor: a two-row toolbar, the editing
  area with "Hello world!" and a status bar showing where the cursor is.

  Scenario: Replacing the sample text and making it bold
    Given I open the "/samples/index.html" page
    When I select all the text in the editor and type "Meeting notes"
    Then the editor should contain "Meeting notes"
    And the editor should not contain "Hello world!"
    When I select all the text in the editor
    And I click the "Bold" button in the editor toolbar
    Then "Meeting notes" should be shown in bold in the editor
    When I click the "Undo" button
    Then "Meeting notes" should no longer be bold

  Scenario: Looking at the HTML source of the content
    Given I open the "/samples/index.html" page
    When I click the "Source" button
    Then I should see a text box with the HTML source containing "<h1>Hello world!</h1>"
    When I click the "Source" button again
    Then the HTML source text box should be gone
    And the editor should show the heading "Hello world!"

  Scenario: Turning a paragraph into a heading
    Given I open the "/samples/index.html" page
    When I click on "I'm an instance of" in the editor
    Then the status bar under the editor should show the path "body p"
    When I choose "Heading 2" from the "Format" dropdown
    Then the "Format" dropdown should show "Heading 2"
    And the status bar under the editor should show the path "body h2"

  Scenario: Reading the About dialog
    Given I open the "/samples/index.html" page
    When I click the "About CKEditor 4" button (the question mark at the end of the toolbar)
    Then I should see a dialog titled "About CKEditor 4"
    And the dialog should mention "CKEditor 4.22.1"
    When I click "Cancel" in the dialog
    Then I should not see the "About CKEditor 4" dialog any more
