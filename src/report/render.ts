// The report as ONE HTML file: handlebars template, CSS and JS inlined from templates/report/, data
// from the selected runs, thumbnails as data URIs. Nothing is fetched when it opens: no CDN.
import { readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import Handlebars from 'handlebars';
import { writeFileAtomic } from '../cache/json.ts';
import { STATUS_LABEL, STATUSES } from './results-schema.ts';
import type { Run } from './select-runs.ts';
import { Thumbnails } from './thumbnails.ts';
import { runView } from './view-model.ts';

const TEMPLATES = new URL('../../templates/report/', import.meta.url);

let template: Handlebars.TemplateDelegate | undefined;
const asset = (name: string): string => readFileSync(new URL(name, TEMPLATES), 'utf8');

export interface ReportOptions {
  runs: Run[];
  /** where the HTML goes: screenshot links are relative to it */
  out: string;
  /** inline full-size screenshots too */
  embed?: boolean;
  now?: Date;
}

export interface RenderedReport {
  html: string;
  /** bytes of inlined images */
  imageBytes: number;
  steps: number;
}

export function renderReport(o: ReportOptions): RenderedReport {
  template ??= Handlebars.compile(asset('report.html.hbs'), { strict: false });
  const thumbs = new Thumbnails(resolve(o.out), o.embed);
  const steps = o.runs.flatMap((r) => r.parts.flatMap((p) => p.steps));
  const names = new Map(steps.flatMap((s) => (s.featureName ? [[s.feature, s.featureName] as const] : [])));
  const runs = o.runs.map((r) => runView(r, thumbs, names));
  const present = new Set(steps.map((s) => s.status));
  const html = template({
    css: asset('report.css'),
    // a "</script>" inside the script would end it early
    js: asset('report.js').replace(/<\/script/gi, '<\\/script'),
    generatedAt: (o.now ?? new Date()).toISOString().replace('T', ' ').slice(0, 19),
    runCount: runs.length, oneRun: runs.length === 1, runs,
    statuses: STATUSES.filter((s) => present.has(s)).map((key) => ({ key, label: STATUS_LABEL[key] })),
    tags: [...new Set(steps.flatMap((s) => s.tags))].sort(),
    features: [...new Set(steps.map((s) => s.feature))].sort(),
  });
  return { html, imageBytes: thumbs.bytes, steps: steps.length };
}

/** Writes the report; returns its path and size. */
export function writeReport(o: ReportOptions): { file: string; bytes: number; steps: number } {
  const r = renderReport(o);
  const file = resolve(o.out);
  writeFileAtomic(file, r.html);
  return { file, bytes: statSync(file).size, steps: r.steps };
}
