import { readFileSync } from 'node:fs';

/** The browser-side scripts, read once: plain JS files sent as-is through executeScript. */
const read = (name: string): string =>
  readFileSync(new URL(`./browser/${name}`, import.meta.url), 'utf8');

const domModel = read('dom-model.js');

export const OBSERVE_SCRIPT = `${domModel}\n${read('observe.js')}`;
export const LOCATE_SCRIPT = `${domModel}\n${read('relations.js')}\n${read('locate.js')}`;
