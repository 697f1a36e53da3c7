// Node module-resolution hook (see bin/register.js).
const HERE = new URL('../package.json', import.meta.url).href;
const OURS = /^(@cucumber\/cucumber|stepwright)(\/.*)?$/;

export async function resolve(specifier, context, nextResolve) {
  if (OURS.test(specifier)) return nextResolve(specifier, { ...context, parentURL: HERE });
  return nextResolve(specifier, context);
}
