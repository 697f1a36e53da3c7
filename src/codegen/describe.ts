// Where the descriptions of cached actions used to live: they moved next to the schema they describe
// (cache/describe.ts). Kept for runtime/effect.ts and planners/agent/{agent,step-run,verifier}.ts,
// which still import it from here; once they import cache/describe.ts this file goes.
export * from '../cache/describe.ts';
