// The apps added for issue 17's split (features written blind, in a tuning and a report half): six kinds the
// first apps lacked, each served offline from its npm package. Why each one: README.md, "The blind apps".
import { fileURLToPath } from 'node:url';
import type { BenchApp, RunningApp } from './apps.ts';
import { startMaildev } from './servers/maildev.ts';
import { serveOffline } from './servers/offline-static.ts';
import { startTiddlyWikiDocs, startTiddlyWikiNotes } from './servers/tiddlywiki.ts';

const HERE = fileURLToPath(new URL('./', import.meta.url));
const MODULES = fileURLToPath(new URL('../../node_modules/', import.meta.url));

/** A package's shipped pages (browser-only: state lives in the browser profile, fresh per scenario). */
function packagePages(dir: string): () => Promise<RunningApp> {
  return async () => {
    const s = await serveOffline(`${MODULES}${dir}`);
    return { url: s.url, reset: () => undefined, close: s.close };
  };
}

const blind = (name: string, about: string, main: string, start: () => Promise<RunningApp>): BenchApp =>
  ({ name, about, main, features: `${HERE}features/${name}`, halves: true, start });

export const BLIND_APPS: BenchApp[] = [
  blind('tiddlywiki', 'TiddlyWiki 5.4.1 notes wiki on its own node server (npm tiddlywiki, server edition; tiddlers are server state)',
    '/', startTiddlyWikiNotes),
  blind('maildev', 'MailDev 2.2.1 (npm maildev): web inbox of a local SMTP server, email HTML shown in a same-origin iframe; 4 seeded emails',
    '/', startMaildev),
  blind('sb-admin-2', 'SB Admin 2 4.1.4 (npm startbootstrap-sb-admin-2): Bootstrap admin template pages, DataTables grid in tables.html',
    '/index.html', packagePages('startbootstrap-sb-admin-2')),
  blind('spectre', 'Spectre.css 0.5.9 docs (npm spectre.css docs/): custom-styled checkboxes, radios, switches, selects, modals, tabs',
    '/docs/index.html', packagePages('spectre.css')),
  blind('tiddlywiki-docs', 'TiddlyWiki 5.4.1 documentation (npm tiddlywiki editions/tw5.com rendered to one HTML file), with its sidebar search',
    '/', startTiddlyWikiDocs),
  blind('ckeditor4', 'CKEditor 4.22.1 samples (npm ckeditor4 samples/): classic editor in an iframe, inline editor, toolbar configurator',
    '/samples/index.html', packagePages('ckeditor4')),
];
