# style: imperative, punctuated
Feature: Modals examples

  Background:
    * Open the page "/docs/components/modals.html".

  Scenario: Open the example modal and close it with its Close link.
    * Click on the "Open Modal" button.
    * A dialog titled "Modal title" should be displayed.
    * "This is the content inside the modal." should be displayed.
    * Click on "Close" in the dialog.
    * "This is the content inside the modal." should not be displayed.

  Scenario: Close the small modal with the cross in its corner.
    * Click on the "Open small size Modal" button.
    * "Modal title" should be displayed.
    * Click on the close (×) button of the dialog.
    * "Modal title" should not be displayed.
    * "Open small size Modal" should be displayed.
