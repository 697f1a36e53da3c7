# style: imperative punctuated
Feature: Trying out the form controls and popovers of the docs
  As a front-end developer evaluating Spectre.css
  I want to type into, tick, switch and pick from the example controls and hover over the popovers
  So that I know the styled controls still behave like real form controls

  Scenario: Text fields and the message box keep what is typed
    Given the page "/docs/elements/forms.html" is open.
    When type "Grace Hopper" in the "Name" field.
    And type "grace@example.test" in the "Email" field.
    And type "Please call me back" in the "Message" field.
    Then the "Name" field holds "Grace Hopper".
    And the "Message" field holds "Please call me back".
    When clear the "Name" field.
    Then the "Name" field is empty.
    And the "Email" field holds "grace@example.test".

  Scenario: Choosing a radio button and a source from the list box
    Given the page "/docs/elements/forms.html" is open.
    When select the "Female" radio.
    Then the "Female" radio is selected.
    And the "Male" radio is not selected.
    When pick "Hipchat" from the "Source" list.
    Then the "Source" list shows "Hipchat".

  Scenario: Switches and checkboxes can be turned on and off
    Given the page "/docs/elements/forms.html" is open.
    When turn on the "Send me emails with news and tips" switch.
    And tick the "Remember me" box.
    And untick the "Checkbox 2" box.
    Then the "Send me emails with news and tips" switch is on.
    And the "Remember me" box is ticked.
    And the "Checkbox 2" box is not ticked.
    And the "Checkbox 1" box is not ticked.

  Scenario: A popover card appears only while the pointer rests on its button
    Given the page "/docs/components/popovers.html" is open.
    Then "To make a contribution to the world" is not shown.
    When hover over "right popover".
    Then "To make a contribution to the world by making tools for the mind" is shown.
    And the "Buy" button is shown.
    When hover over "GitHub".
    Then "To make a contribution to the world" is not shown.
    And the "Buy" button is not shown.
