# style: first person
Feature: Headers, attachments and source of an email
  As a developer I want to look at the raw parts of an email, not only its rendered body.

  Scenario Outline: I look at another view of the order email
    Given I am on "/"
    When I click the email "Order #1042 confirmed" in the inbox
    And I open the "HTML" menu in the toolbar and choose "<view>"
    Then I should see "<expected>"

    Examples:
      | view             | expected                         |
      | Headers          | message-id                       |
      | Headers          | multipart/mixed                  |
      | Source (1.38 KB) | filename="invoice-1042.txt"      |
      | Source (1.38 KB) | Subject: Order #1042 confirmed   |
