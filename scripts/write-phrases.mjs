// Regenerates the README's phrase table from the rule planner's catalogue (npm run docs:phrases),
// so the documentation always shows what the grammar really understands.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

const readme = new URL('../README.md', import.meta.url);
const table = execFileSync(process.execPath, [new URL('../bin/stepwright.js', import.meta.url).pathname, 'phrases', '--markdown'], { encoding: 'utf8' });
const text = readFileSync(readme, 'utf8');
const out = text.replace(/(<!-- phrases:start[^>]*-->\n)[\s\S]*?(<!-- phrases:end -->)/, (_, a, b) => `${a}\n${table.trim()}\n\n${b}`);
writeFileSync(readme, out);
console.log(out === text ? 'README phrase table is up to date' : 'README phrase table regenerated');
