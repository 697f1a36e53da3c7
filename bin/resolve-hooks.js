// Node module-resolution hook (see bin/register.js).
const HERE = new URL('../package.json', import.meta.url).href;
const OURS = /^(@cucumber\/cucumber|stepwright)(\/.*)?$/;
/** in a source checkout the package's entry points are the TypeScript sources, not dist/ */
const SOURCES = {
  stepwright: '../src/index.ts',
  'stepwright/runtime': '../src/runtime/index.ts',
  'stepwright/support': '../src/support.ts',
  'stepwright/snippets': '../src/runtime/snippets.ts',
};
let source = false;

export function initialize(data) {
  source = Boolean(data?.source);
}

export async function resolve(specifier, context, nextResolve) {
  if (source && SOURCES[specifier]) return nextResolve(new URL(SOURCES[specifier], import.meta.url).href, context);
  if (OURS.test(specifier)) return nextResolve(specifier, { ...context, parentURL: HERE });
  return nextResolve(specifier, context);
}
