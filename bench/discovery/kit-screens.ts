// What the blind kit shows of each blind app: a few words on what the app is, and its main screens (a path,
// sometimes a click or two to get there). kit.ts screenshots each screen and saves the text it shows.
import type { Page } from 'playwright-core';

export interface Screen {
  /** file name stem: <name>.png, <name>.txt */
  name: string;
  path: string;
  /** what was done after opening the path, in words (for the kit's README) */
  did?: string;
  act?(page: Page): Promise<void>;
}

export interface KitApp { what: string; state: string; screens: Screen[] }

const pages = (paths: [string, string][]): Screen[] => paths.map(([name, path]) => ({ name, path }));

export const KIT: Record<string, KitApp> = {
  'tiddlywiki': {
    what: 'TiddlyWiki 5, a personal notes wiki: notes ("tiddlers") with a title, text and tags, shown in a column ("story river"); a sidebar with search, recent notes, tags and tools. Served by TiddlyWiki\'s own server, which stores the notes.',
    state: 'Notes are saved on the server. The bench starts from an empty wiki before compile and again before replay; with the serve command, restart it to get the empty wiki back.',
    screens: [
      { name: 'home', path: '/' },
      { name: 'new-tiddler', path: '/', did: 'clicked the "+" (new tiddler) button in the sidebar', act: (p) => p.getByRole('button', { name: /new tiddler/i }).first().click() },
    ],
  },
  'maildev': {
    what: 'MailDev, a mail catcher for developers: a web inbox listing the emails its SMTP server received; opening one shows its headers and its HTML body (inside an iframe), with views for plain text, headers and source, and attachments.',
    state: 'The emails are server state: before compile and before replay the inbox is emptied and the same 4 emails are delivered again (deleting or reading emails does not carry over). With the serve command, restart it to get them back.',
    screens: [
      { name: 'inbox', path: '/' },
      { name: 'order-email', path: '/', did: 'clicked the email "Order #1042 confirmed"', act: (p) => p.getByText('Order #1042 confirmed').first().click() },
      { name: 'plain-text-email', path: '/', did: 'clicked the email "Weekly report: 3 new sign-ups"', act: (p) => p.getByText('Weekly report: 3 new sign-ups').first().click() },
    ],
  },
  'sb-admin-2': {
    what: 'SB Admin 2, a free Bootstrap 4 admin dashboard template: a collapsible sidebar, a top bar with search, alerts, messages and a user menu, dashboard cards and charts, a data table with search, sorting and paging, and login/register pages.',
    state: 'No server state (static pages); each scenario starts in a fresh browser.',
    screens: pages([['dashboard', '/index.html'], ['tables', '/tables.html'], ['login', '/login.html'], ['register', '/register.html'],
      ['forgot-password', '/forgot-password.html'], ['buttons', '/buttons.html'], ['cards', '/cards.html'], ['charts', '/charts.html'],
      ['blank', '/blank.html'], ['not-found', '/404.html']]),
  },
  'spectre': {
    what: 'The documentation site of Spectre.css, a CSS framework: pages per element and component, each with live examples (forms with custom-styled checkboxes, radios, switches and selects; buttons; tables; tabs; modals; accordions; menus; pagination …). The docs\' search box needs the internet and does not work here.',
    state: 'No server state (static pages); each scenario starts in a fresh browser.',
    screens: pages([['home', '/docs/index.html'], ['getting-started', '/docs/getting-started.html'], ['forms', '/docs/elements/forms.html'],
      ['buttons', '/docs/elements/buttons.html'], ['tables', '/docs/elements/tables.html'], ['tabs', '/docs/components/tabs.html'],
      ['modals', '/docs/components/modals.html'], ['accordions', '/docs/components/accordions.html'], ['menu', '/docs/components/menu.html'],
      ['pagination', '/docs/components/pagination.html']]),
  },
  'tiddlywiki-docs': {
    what: 'The documentation of TiddlyWiki (the same site as tiddlywiki.com, one big page): topics open as cards in a column, with a sidebar holding a search box (results appear as you type), tabs (Open, Recent, Tools, More) and a menu bar.',
    state: 'No server state (one static page); what you open or change lives in the page until it is reloaded.',
    screens: [
      { name: 'home', path: '/' },
      { name: 'search', path: '/', did: 'typed "filter operators" into the sidebar search box', act: (p) => p.getByPlaceholder(/search/i).first().fill('filter operators') },
    ],
  },
  'ckeditor4': {
    what: 'The samples shipped with CKEditor 4, a rich-text editor: the main sample is a full editor (toolbar, an editing area inside an iframe, a status bar); there is also a toolbar configurator and a set of older samples (inline editing, read-only mode, …).',
    state: 'No server state (static pages); each scenario starts in a fresh browser.',
    screens: pages([['samples', '/samples/index.html'], ['toolbar-configurator', '/samples/toolbarconfigurator/index.html'],
      ['old-samples', '/samples/old/index.html'], ['inline-editing', '/samples/old/inlineall.html'], ['read-only', '/samples/old/readonly.html']]),
  },
};
