# style: imperative, punctuated
Feature: Sidebar navigation

  Scenario: Open the 404 page and go back to the dashboard.
    * Open the page "/index.html".
    * Click on "Pages" in the sidebar.
    * Click on the "404 Page" link.
    * "Page Not Found" should be displayed.
    * Click on the "← Back to Dashboard" link.
    * "Earnings Overview" should be displayed.
