import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { ResolvedConfig } from '../config/config.ts';
import { probeUrl } from '../config/http-probe.ts';
import { CacheStore } from '../cache/store.ts';
import { INSTALL_HINT } from '../drivers/web/settings.ts';
import { describeMissing, llmConfigured, llmSettingsFromEnv } from '../planners/agent/llm/settings.ts';
import { androidChecks, type Check } from './doctor-android.ts';
import { serverChecks } from './doctor-server.ts';

function version(bin: string): string | undefined {
  try {
    return execFileSync(bin, ['--version'], { encoding: 'utf8', timeout: 10_000 }).trim();
  } catch {
    return undefined;
  }
}

async function reachable(url: string, headers: Record<string, string> = {}): Promise<string | undefined> {
  const r = await probeUrl(url, { timeoutMs: 3_000, headers });
  return 'status' in r ? `HTTP ${r.status}` : undefined;
}

/** `stepwright doctor`: what is there, what is missing, and the exact command that fixes it. */
export async function doctor(config: ResolvedConfig): Promise<number> {
  const checks: Check[] = [];
  const node = process.versions.node;
  checks.push({ ok: Number(node.split('.')[0]) >= 20, what: 'Node.js', detail: `v${node} (needs ≥ 20)` });
  checks.push({ ok: true, what: 'Config', detail: config.configPath ?? 'no stepwright.config.json (defaults, ' +
    'flags and env)' });
  const b = config.browser;
  if (b.grid) {
    const up = await reachable(`${b.grid.replace(/\/$/, '')}/status`);
    checks.push({ ok: Boolean(up), what: 'WebDriver grid',
      detail: up ? `${b.grid} answers (${up})` : `${b.grid} does not answer` });
  } else {
    const cv = existsSync(b.chromium) ? version(b.chromium) : undefined;
    const dv = existsSync(b.chromedriver) ? version(b.chromedriver) : undefined;
    checks.push({ ok: Boolean(cv), what: 'Chromium',
      detail: cv ? `${cv} (${b.chromium})` : `missing at ${b.chromium} — install: ${INSTALL_HINT}` });
    checks.push({ ok: Boolean(dv), what: 'chromedriver',
      detail: dv ? `${dv.split(' (')[0]} (${b.chromedriver})`
        : `missing at ${b.chromedriver} — install: ${INSTALL_HINT}` });
    const major = (s?: string) => /(\d+)\./.exec(s ?? '')?.[1];
    if (cv && dv && major(cv) !== major(dv)) {
      checks.push({ ok: false, what: 'Versions',
        detail: `Chromium ${major(cv)} and chromedriver ${major(dv)} differ — reinstall both: ${INSTALL_HINT}` });
    }
  }
  if (config.baseUrl) {
    const up = await reachable(config.baseUrl);
    checks.push({ ok: up ? true : config.webServer ? 'warn' : false, what: 'App under test',
      detail: up ? `${config.baseUrl} answers (${up})` : config.webServer
        ? `${config.baseUrl} is not up; compile, run and heal start it with "${config.webServer.command}"`
        : `${config.baseUrl} does not answer — start the app or fix baseUrl / --base-url / STEPWRIGHT_BASE_URL` });
  } else if (config.platform === 'web') {
    checks.push({ ok: false, what: 'App under test', detail: 'no base URL: set "baseUrl" in stepwright.config.json, ' +
      '--base-url or STEPWRIGHT_BASE_URL' });
  }
  checks.push(...serverChecks(config));
  if (config.platform === 'android') checks.push(...await androidChecks(config));
  const { records, errors } = new CacheStore(config.cacheDir).load();
  checks.push({ ok: errors.length ? false : true, what: 'Step cache',
    detail: `${config.cacheDir}: ${records.size} records${errors.length ? `, ${errors.length} invalid:\n      ` +
      `${errors.map((e) => e.message).join('\n      ')}` : ''}` });
  const llm = llmSettingsFromEnv(config.env, config.llm.baseUrl ? { baseUrl: config.llm.baseUrl } : {});
  if (!llmConfigured(llm)) {
    checks.push({ ok: 'warn', what: 'LLM agent', detail: `off: ${describeMissing()}; the rule planner still compiles ` +
      `explicit steps` });
  } else {
    const base = (llm.baseUrl ?? 'https://api.openai.com/v1').replace(/\/$/, '');
    const up = await reachable(`${base}/models`, llm.apiKey ? { authorization: `Bearer ${llm.apiKey}` } : {});
    checks.push({ ok: up ? true : 'warn', what: 'LLM agent',
      detail: `${base} ${up ? `answers (${up})` : 'does not answer'}; models: actor ${llm.models.actor}, ` +
        `verifier ${llm.models.verifier}, reflector ${llm.models.reflector}` });
  }
  for (const c of checks) console.log(
    `${c.ok === true ? '✓' : c.ok === 'warn' ? '!' : '✗'} ${c.what.padEnd(16)} ${c.detail}`);
  return checks.some((c) => c.ok === false) ? 1 : 0;
}
