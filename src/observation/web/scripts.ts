import { readFileSync } from 'node:fs';

/**
 * The browser-side scripts, read once: plain JS files sent through executeScript with every call,
 * so whole-line comments and indentation are dropped (a third of the bytes; no template literal in
 * them spans lines, so nothing else changes).
 */
const read = (name: string): string =>
  readFileSync(new URL(`./browser/${name}`, import.meta.url), 'utf8')
    .split('\n').map((l) => l.trim()).filter((l) => l && !l.startsWith('//')).join('\n');

// how elements are described, collected and found again, shared by observation and replay
const domModel = ['dom-model.js', 'field-captions.js', 'dom-paths.js', 'dom-collect.js', 'dom-widgets.js',
  'dom-icons.js'].map(read).join('\n');
const watch = read('watch.js');
// where a relational target's anchor is, and what it holds
const relations = ['flow-rect.js', 'heading-parts.js', 'container-names.js', 'marked-parts.js', 'look-alikes.js',
  'part-nesting.js', 'relations.js']
  .map(read).join('\n');

export const OBSERVE_SCRIPT = `${domModel}\n${watch}\n${read('observe.js')}`;
export const LOCATE_SCRIPT = `${domModel}\n${relations}\n${read('locate-roots.js')}\n${read('locate.js')}`;
/**
 * The text a person reads, frame by frame and shadow root by shadow root (page-text.js): of the
 * whole page (arguments[0] = null) or of the parts an anchor names (arguments[0] = the anchor).
 */
export const READ_TEXT_SCRIPT = `${domModel}\n${relations}\n${read('page-text.js')}\n` +
  'return arguments[1] ? swTextAsWritten(arguments[0], arguments[2]) : swTextParts(arguments[0], arguments[2]);';
/** what covers an element an action could not reach, and the controls of that overlay */
export const OVERLAY_SCRIPT = `${domModel}\n${read('overlay.js')}`;
/** for executeAsyncScript: resolves once the page has settled, or after `maxMs` */
export const SETTLE_SCRIPT = `${watch}\n${read('settle.js')}`;
