import { parseStep } from '../src/planners/rules/parse-step.ts';
for (const s of process.argv.slice(2)) console.log(s, '=>', JSON.stringify(parseStep(s)));
