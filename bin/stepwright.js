#!/usr/bin/env node
import './register.js';

const { main } = await import('../src/cli/main.ts');
process.exitCode = await main(process.argv.slice(2));
