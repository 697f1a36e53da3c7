#!/usr/bin/env node
// The `stepwright` command: the compiled CLI in an installed package, the TypeScript sources in a
// clone of the repository (see register.js).
import { SOURCE_CHECKOUT } from './register.js';

const { main } = await import(SOURCE_CHECKOUT ? '../src/cli/main.ts' : '../dist/cli/main.js');
process.exitCode = await main(process.argv.slice(2));
