# style: third person
Feature: An author writes and formats content in the classic CKEditor 4 sample

  Scenario: The author turns her first line into a heading
    Given the author opens the samples page "/samples/index.html"
    And she sees "Hello world!" in the editing area
    When she selects everything in the editing area and types "Meeting notes for Monday"
    And she picks "Heading 2" from the "Format" dropdown in the toolbar
    Then the "Format" dropdown reads "Heading 2"
    When she clicks the "Source" button
    Then the source view contains "<h2>Meeting notes for Monday</h2>"
    And the source view no longer contains "Hello world!"

  Scenario: The author inserts a link through the Link dialog
    Given the author opens the samples page "/samples/index.html"
    When she clicks at the end of "I'm an instance of CKEditor." in the editing area
    And she clicks the "Link" button in the toolbar
    Then a dialog titled "Link" opens with the "Link Type" set to "URL" and the protocol "http://"
    When she types "pricing page" into "Display Text" and "example.com/pricing" into "URL"
    And she clicks "OK" in the dialog
    Then the editing area shows a link "pricing page"
    When she clicks the "Source" button
    Then the source view contains '<a href="http://example.com/pricing">pricing page</a>'

  Scenario: The author adds a small table with a caption
    Given the author opens the samples page "/samples/index.html"
    When she clicks the "Table" button in the toolbar
    Then the "Table Properties" dialog shows 3 in "Rows" and 2 in "Columns"
    When she changes "Rows" to "2" and "Columns" to "4"
    And she types "Team rota" into "Caption"
    And she clicks "OK" in the dialog
    Then the editing area shows a table captioned "Team rota"
    And the table has 2 rows of 4 cells each

  Scenario: Source mode switches off the formatting buttons and the About box shows the version
    Given the author opens the samples page "/samples/index.html"
    When she clicks the "Source" button
    Then she sees the markup "<h1>Hello world!</h1>" in a plain text box
    And the "Bold" and "Italic" buttons are greyed out
    When she clicks the "Source" button again
    Then the editing area shows "Hello world!" as a heading again
    When she clicks the "About CKEditor 4" button (the question mark)
    Then a dialog "About CKEditor 4" tells her it is "CKEditor 4.22.1 (Standard)"
    And the dialog disappears after she clicks "Cancel"
