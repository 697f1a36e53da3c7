// Blind kit for Android (issue 15): how a feature writer who sees no code looks at Kettle. It drives
// Kettle on the simulated device like a person and prints what is on screen (texts, content-descs, flags).
// Usage: node --import ./bin/register.js bench/android-explore.ts OUTDIR cmd cmd …
//   open:kettle://home | tap:<text or content-desc> | longtap:<text> | doubletap:<text> | type:<text|hint>=<value>
//   back | scroll:up|down | pull | launch | restart | background | hidekeyboard | wait:<ms> | show
// Each run starts from a fresh install. "show" writes N.xml + N.png in OUTDIR and prints the visible texts.
// The blind Kettle features (features/android-real/blind) were written with this and nothing else.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { resolveConfig } from '../src/config/config.ts';
import { appiumUrl, stopSharedAppium } from '../src/drivers/android/appium-server.ts';
import { capabilitiesFor } from '../src/drivers/android/settings.ts';

const ROOT = fileURLToPath(new URL('../features/android-real/', import.meta.url));
const config = resolveConfig(ROOT, {}, {});
const [outDir, ...cmds] = process.argv.slice(2);
mkdirSync(outDir!, { recursive: true });
const url = new URL(await appiumUrl(config.android));
const { remote } = await import('webdriverio');
const b = await remote({ protocol: 'http', hostname: url.hostname, port: Number(url.port), path: url.pathname,
  capabilities: capabilitiesFor(config.android) as WebdriverIO.Capabilities, logLevel: 'silent' });
const pkg = 'com.example.kettle';
const xp = (t: string): string =>
  `//*[@text=${JSON.stringify(t)} or @content-desc=${JSON.stringify(t)} or @hint=${JSON.stringify(t)}]`;
let n = 0;
try {
  await b.execute('mobile: clearApp', { appId: pkg });
  await b.execute('mobile: activateApp', { appId: pkg });
  for (const c of cmds) {
    const [verb, ...rest] = c.split(':');
    const arg = rest.join(':');
    if (verb === 'open') await b.execute('mobile: deepLink', { url: arg, package: pkg });
    else if (verb === 'tap') await (await b.$(xp(arg))).click();
    else if (verb === 'longtap') await b.execute('mobile: longClickGesture', { elementId: (await b.$(xp(arg))).elementId });
    else if (verb === 'doubletap') await b.execute('mobile: doubleClickGesture', { elementId: (await b.$(xp(arg))).elementId });
    else if (verb === 'type') {
      const [field, value] = [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)];
      const el = await b.$(xp(field));
      await el.click();
      await el.setValue(value);
    } else if (verb === 'back') await b.back();
    else if (verb === 'scroll') await b.execute('mobile: scrollGesture', { left: 0, top: 300, width: 1080, height: 1500, direction: arg, percent: 0.9 });
    else if (verb === 'pull') await b.execute('mobile: swipeGesture', { left: 0, top: 300, width: 1080, height: 1500, direction: 'down', percent: 0.9 });
    else if (verb === 'launch') await b.execute('mobile: activateApp', { appId: pkg });
    else if (verb === 'restart') { await b.execute('mobile: terminateApp', { appId: pkg }); await b.execute('mobile: activateApp', { appId: pkg }); }
    else if (verb === 'background') await b.execute('mobile: backgroundApp', { seconds: -1 });
    else if (verb === 'hidekeyboard') await b.execute('mobile: hideKeyboard', {});
    else if (verb === 'wait') await new Promise((r) => setTimeout(r, Number(arg)));
    else if (verb === 'show') {
      n++;
      const src = await b.getPageSource();
      writeFileSync(join(outDir!, `${n}.xml`), src);
      writeFileSync(join(outDir!, `${n}.png`), Buffer.from(await b.takeScreenshot(), 'base64'));
      console.log(`--- screen ${n} (${join(outDir!, `${n}.png`)}, ${join(outDir!, `${n}.xml`)})`);
      for (const m of src.matchAll(/<([\w.]+) ([^>]*)>/g)) {
        const a = Object.fromEntries([...m[2]!.matchAll(/([\w-]+)="([^"]*)"/g)].map((x) => [x[1], x[2]]));
        const words = [a.text && `"${a.text}"`, a['content-desc'] && `desc="${a['content-desc']}"`,
          a.clickable === 'true' && 'clickable', a.checked === 'true' && 'checked', a.selected === 'true' && 'selected']
          .filter(Boolean);
        if (words.length) console.log(`  ${m[1]!.split('.').pop()} ${words.join(' ')}`);
      }
    } else throw new Error(`unknown command ${c}`);
  }
} finally {
  await b.deleteSession().catch(() => undefined);
  await stopSharedAppium();
}
