import { from, type CorpusCase } from './types.ts';

/*
 * Adapted from Behat's MinkExtension MinkContext and from the Drupal Extension's MinkContext and
 * MessageContext built on it (regions, rows, "the box", "details labelled").
 */

const MINK = 'behat-mink';
const DRUPAL = 'behat-drupal';

export const BEHAT: CorpusCase[] = [
  ...from(MINK, 'navigation', [
    ['Given', 'I am on the homepage', 'navigate "/"', 'iAmOnHomepage'],
    ['Given', 'I am on homepage', 'navigate "/"', 'iAmOnHomepage'],
    ['When', 'I go to the homepage', 'navigate "/"', 'iAmOnHomepage'],
    ['Given', 'I am on "/articles/42"', 'navigate "/articles/42"', 'visit'],
    ['When', 'I go to "/login"', 'navigate "/login"', 'visit'],
    ['Given', 'I am on "http://localhost:8080/shop"', 'navigate "http://localhost:8080/shop"', 'visit'],
    ['When', 'I reload the page', 'reload', 'reload'],
    ['When', 'I move backward one page', 'back', 'back'],
    ['When', 'I move forward one page', 'forward', 'forward'],
    ['Then', 'I should be on "/bats"', 'url contains "/bats"', 'assertPageAddress'],
    ['Then', 'I should be on the homepage', 'url equals "/"', 'assertHomepage'],
  ]),
  ...from(MINK, 'verbs', [
    ['When', 'I press "Log In"', 'click "Log In"', 'pressButton'],
    ['When', 'I follow "Forgot password?"', 'click "Forgot password?"', 'clickLink'],
    ['When', 'I fill in "username" with "bwayne"', 'type "bwayne" into "username"', 'fillField'],
    ['When', 'I fill in "bwayne" for "username"', 'type "bwayne" into "username"', 'fillField'],
    ['When', 'I select "Bats" from "user_fears"', 'select "Bats" from "user_fears"', 'selectOption'],
    ['When', 'I select "Heading 1" from "Paragraph Format"', 'select "Heading 1" from "Paragraph Format"', 'selectOption'],
    ['When', 'I check "Pearl Necklace"', 'check "Pearl Necklace"', 'checkOption'],
    ['When', 'I uncheck "Broadway Plays"', 'uncheck "Broadway Plays"', 'uncheckOption'],
    ['When', 'I attach the file "bwayne_profile.png" to "profileImageUpload"', 'upload "bwayne_profile.png" to "profileImageUpload"', 'attachFileToField'],
  ]),
  ...from(MINK, 'sentence-forms', [
    ['When', 'I fill in "Title" with "Hello world" and press "Save"', 'type "Hello world" into "Title"; click "Save"', 'fillField + pressButton'],
    ['When', 'I press "Log In" and then I follow "My account"', 'click "Log In"; click "My account"', 'pressButton + clickLink'],
  ]),
  ...from(MINK, 'then', [
    // a field its page labels only by the text before it (a settings table): found by that text
    ['When', 'I fill in "Subtitle" with "My notes"', 'type "My notes" into "Subtitle"', 'fillField'],
    ['Then', 'the "Subtitle" field should contain "My notes"', 'value of textbox "Subtitle" contains "My notes"',
      'assertFieldContains'],
    ['When', 'I select "Yearly" from "Plan"', 'select "Yearly" from "Plan"', 'selectOption'],
    ['Then', 'the "Coupon" field should contain "SPRING"', 'value of textbox "Coupon" contains "SPRING"',
      'assertFieldContains'],
    ['Then', 'I should see "Draft" in the "Open" region', 'see "Draft" in section "Open"', 'assertRegionText'],
    ['Then', 'I should see "Who is the Batman?"', 'see "Who is the Batman?"', 'assertPageContainsText'],
    ['Then', 'I should not see "Batman is Bruce Wayne"', 'not see "Batman is Bruce Wayne"', 'assertPageNotContainsText'],
    ['Then', 'the "username" field should contain "bwayne"', 'value of textbox "username" contains "bwayne"', 'assertFieldContains'],
    ['Then', 'the "remember_me" checkbox should be checked', 'checkbox "remember_me" is checked', 'assertCheckboxChecked'],
    ['Then', 'the "remember_me" checkbox is checked', 'checkbox "remember_me" is checked', 'assertCheckboxChecked'],
    ['Then', 'the checkbox "remember_me" should be checked', 'checkbox "remember_me" is checked', 'assertCheckboxChecked'],
    ['Then', 'the "newsletter" checkbox should be unchecked', 'checkbox "newsletter" is unchecked', 'assertCheckboxNotChecked'],
    ['Then', 'the "newsletter" checkbox should not be checked', 'checkbox "newsletter" is unchecked', 'assertCheckboxNotChecked'],
    ['Then', 'the checkbox "newsletter" is unchecked', 'checkbox "newsletter" is unchecked', 'assertCheckboxNotChecked'],
    ['Then', 'the "newsletter" checkbox is not checked', 'checkbox "newsletter" is unchecked', 'assertCheckboxNotChecked'],
    // the quotes hold a selector, or (no selector) the text the counted elements show
    ['Then', 'I should see 5 "div.result" elements', 'count 5 css "div.result"', 'assertNumElements'],
    ['Then', 'I should see 2 "Delivered" elements', 'count 2 text "Delivered"', 'assertNumElements'],
  ]),

  ...from(DRUPAL, 'navigation', [
    ['Given', 'I am at "/node/1"', 'navigate "/node/1"', 'iAmAtPath'],
    ['Given', 'I am at "admin/structure/types"', 'navigate "admin/structure/types"', 'iAmAtPath'],
    ['When', 'I visit "/node/add/article"', 'navigate "/node/add/article"', 'iVisitPath'],
  ]),
  ...from(DRUPAL, 'verbs', [
    ['When', 'I click "Read more"', 'click "Read more"', 'iClickLink'],
    ['Given', 'for "Title" I enter "My article"', 'type "My article" into "Title"', 'iEnterValueInField'],
    ['Given', 'I enter "My article" for "Title"', 'type "My article" into "Title"', 'iEnterValueForField'],
    ['When', 'I press the "Save" button', 'click button "Save"', 'pressButton'],
    ['Given', 'I press the "enter" key in the "Search" field', 'press Enter in textbox "Search"', 'pressKey'],
    ['Given', 'I press the "esc" key in the "Tags" field', 'press Escape in textbox "Tags"', 'pressKey'],
    ['Given', 'I check the box "Published"', 'check checkbox "Published"', 'iCheckTheBox'],
    ['Given', 'I uncheck the box "Promoted to front page"', 'uncheck checkbox "Promoted to front page"', 'iUncheckTheBox'],
    ['When', 'I select the radio button "Full HTML"', 'check radio "Full HTML"', 'iSelectRadioByLabel'],
    ['When', 'I expand details labelled "Advanced settings"', 'expand section "Advanced settings"', 'iExpandOrCollapseDetailsByLabel'],
    ['When', 'I collapse details labelled "Advanced settings"', 'collapse section "Advanced settings"', 'iExpandOrCollapseDetailsByLabel'],
  ]),
  ...from(DRUPAL, 'relational', [
    ['When', 'I follow "Read more" in the "content" region', 'click "Read more" in section "content"', 'iFollowLinkInRegion'],
    ['When', 'I click "About Distributions" in the "content" region', 'click "About Distributions" in section "content"', 'iFollowLinkInRegion'],
    ['When', 'I follow "Read more" in the "content"', 'click "Read more" in "content"', 'iFollowLinkInRegion'],
    ['Given', 'I press "Submit" in the "sidebar" region', 'click "Submit" in section "sidebar"', 'iPressButtonInRegion'],
    ['When', 'I select the radio button "Male" in the "modal" region', 'check radio "Male" in section "modal"',
      'radio in a region (RadioContext written with a region)'],
    ['Given', 'I fill in "test" for "Search" in the "header" region', 'type "test" into "Search" in section "header"', 'iFillInValueForFieldInRegion'],
    ['Given', 'I fill in "Search" with "test" in the "header" region', 'type "test" into "Search" in section "header"', 'iFillInFieldWithValueInRegion'],
    ['Given', 'I check "Published" in the "content" region', 'check "Published" in section "content"', 'iCheckLocatorInRegion'],
    ['Given', 'I uncheck "Promoted" in the "content" region', 'uncheck "Promoted" in section "content"', 'iUncheckLocatorInRegion'],
    ['When', 'I click "Manage fields" in the "Article" row', 'click "Manage fields" in row "Article"', 'DrupalContext: I click … in the … row'],
    ['When', 'I click "Edit" in the "Joe User" row', 'click "Edit" in row "Joe User"', 'DrupalContext: I click … in the … row'],
    ['Then', 'I should see the heading "Latest news" in the "sidebar" region', 'heading "Latest news" in section "sidebar" is visible', 'regionHeadingAssertIsVisible'],
    ['Then', 'I should see the "Latest news" heading in the "sidebar" region', 'heading "Latest news" in section "sidebar" is visible', 'regionHeadingAssertIsVisibleByLabel'],
    ['Then', 'I should see the link "About us" in the "footer" region', 'link "About us" in section "footer" is visible', 'regionLinkAssertIsVisible'],
    ['Then', 'I should not see the link "Admin" in the "footer" region', 'link "Admin" in section "footer" is hidden', 'regionLinkAssertIsNotVisible'],
    ['Then', 'I should see the button "Save" in the "header" region', 'button "Save" in section "header" is visible', 'MarkupContext: assertRegionButton'],
    ['Then', 'I should not see the button "Delete" in the "content" region', 'button "Delete" in section "content" is hidden', 'MarkupContext: assertNotRegionButton'],
    ['Then', 'I should see "Welcome" in the "header" region', 'see "Welcome" in section "header"', 'MinkContext: assertRegionText'],
    ['Then', 'I should not see "Error" in the "content" region', 'not see "Error" in section "content"', 'MinkContext: assertNotRegionText'],
  ]),
  ...from(DRUPAL, 'then', [
    ['Then', 'I should see the link "Log out"', 'link "Log out" is visible', 'linkAssertIsVisible'],
    ['Then', 'I should not see the link "Log out"', 'link "Log out" is hidden', 'linkAssertIsNotVisible'],
    ['Then', 'I should not visibly see the link "Skip to main content"', 'link "Skip to main content" is hidden', 'linkAssertIsNotVisuallyVisible'],
    ['Then', 'I should see the heading "Welcome"', 'heading "Welcome" is visible', 'headingAssertIsVisible'],
    ['Then', 'I should not see the heading "Error"', 'heading "Error" is hidden', 'headingAssertIsNotVisible'],
    ['Then', 'I should see the button "Save"', 'button "Save" is visible', 'buttonAssertIsVisible'],
    ['Then', 'I should see the "Save" button', 'button "Save" is visible', 'buttonAssertIsVisibleByLabel'],
    ['Then', 'I should not see the button "Delete"', 'button "Delete" is hidden', 'buttonAssertIsNotVisible'],
    ['Then', 'I should not see the "Delete" button', 'button "Delete" is hidden', 'buttonAssertIsNotVisibleByLabel'],
    ['Then', 'I should see the text "Welcome to Drupal"', 'see "Welcome to Drupal"', 'textAssertIsVisible'],
    ['Then', 'I should not see the text "Access denied"', 'not see "Access denied"', 'textAssertIsNotVisible'],
    ['Then', 'I should see the error message "Password is required"', 'see "Password is required"', 'MessageContext: assertErrorVisible'],
    ['Then', 'I should see the success message "Saved"', 'see "Saved"', 'MessageContext: assertSuccessMessage'],
    ['Then', 'I should not see the error message "Invalid"', 'not see "Invalid"', 'MessageContext: assertNotErrorVisible'],
    ['Then', 'I should see the message "Cache cleared"', 'see "Cache cleared"', 'MessageContext: assertMessage'],
    ['Then', 'I should see the warning message "Unsaved changes"', 'see "Unsaved changes"', 'MessageContext: assertWarningMessage'],
  ]),
  ...from(DRUPAL, 'declines', [
    // implicit waits and back-end set-up: nothing explicit to do in the page
    ['Given', 'I wait for AJAX to finish', null, 'iWaitForAjaxToFinish'],
    ['Given', 'I am not logged in', null, 'DrupalContext: assertAnonymousUser'],
    ['Given', 'I am logged in as a user with the "administrator" role', null, 'DrupalContext: assertAuthenticatedByRole'],
  ]),
];
