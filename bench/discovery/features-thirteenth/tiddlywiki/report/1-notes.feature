# style: third person
Feature: Keeping notes in TiddlyWiki
  A note taker writes, tags and previews notes in the story river.

  Scenario: The user writes a new note and saves it
    Given the user opens "/"
    When the user clicks the "Create a new tiddler" button
    And the user replaces the title of the new note with "Packing list for Oslo"
    And the user types "Passport, charger and a warm scarf" into the "Type the text for this tiddler" field
    And the user clicks the "Confirm changes to this tiddler" button
    Then the user should see "Packing list for Oslo"
    And the user should see "Passport, charger and a warm scarf"
    And the user should not see "Draft of 'Packing list for Oslo'"

  Scenario: The user tags a note while writing it
    Given the user opens "/"
    When the user clicks the "Create a new tiddler" button
    And the user replaces the title of the new note with "Tomato seedlings"
    And the user types "gardening" into the "tag name" field
    And the user clicks the first "add" button
    And the user types "Repot them in April" into the "Type the text for this tiddler" field
    And the user clicks the "Confirm changes to this tiddler" button
    Then the user should see "Repot them in April"
    And the user should see "gardening"

  Scenario: The user previews wiki formatting before saving
    Given the user opens "/"
    When the user clicks the "Create a new tiddler" button
    And the user replaces the title of the new note with "Heading practice"
    And the user types "!! Quarterly goals" into the "Type the text for this tiddler" field
    And the user clicks the "Show preview pane - [alt-P]" button
    Then the user should see "Quarterly goals"
    When the user clicks the "Confirm changes to this tiddler" button
    Then the user should see "Heading practice"
    And the user should not see "!! Quarterly goals"

  Scenario: The user closes every open note and brings the start page back
    Given the user opens "/"
    Then the user should see "Welcome to TiddlyWiki and the TiddlyWiki community"
    When the user clicks the "Tools" tab
    And the user clicks the "close all" button
    Then the user should not see "Welcome to TiddlyWiki and the TiddlyWiki community"
    When the user clicks the "home" button
    Then the user should see "Welcome to TiddlyWiki and the TiddlyWiki community"
