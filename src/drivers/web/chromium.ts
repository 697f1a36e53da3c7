// Starts Chromium through chromedriver (one shared chromedriver per process, a fresh profile per
// browser) or a session on a remote Grid, from the settings in settings.ts.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Builder, Capabilities, type WebDriver } from 'selenium-webdriver';
import * as chrome from 'selenium-webdriver/chrome.js';
import * as http from 'selenium-webdriver/http/index.js';
import type { DriverService } from 'selenium-webdriver/remote.js';
import { SetupError } from '../errors.ts';
import { INSTALL_HINT, type BrowserSettings } from './settings.ts';

const CHROMIUM_NAMES = new Set(['chrome', 'chromium']);
const browserName = (s: BrowserSettings): string => s.browserName ?? 'chrome';
const isChromium = (s: BrowserSettings): boolean => CHROMIUM_NAMES.has(browserName(s).toLowerCase());

export function checkBrowserInstalled(s: Pick<BrowserSettings, 'chromium' | 'chromedriver'>): void {
  for (const [what, path] of [['Chromium', s.chromium], ['chromedriver', s.chromedriver]] as const) {
    if (!existsSync(path)) {
      throw new SetupError(`${what} not found at ${path}. Install it with:\n  ${INSTALL_HINT}\n` +
        `or point STEPWRIGHT_${what === 'Chromium' ? 'CHROMIUM' : 'CHROMEDRIVER'} at an existing binary.`);
    }
  }
}

// Chromium looks up Google service hosts while it opens its first page; on a machine whose DNS does
// not answer that costs a 5 s resolver timeout in one start out of three (measured). Answering
// "not found" at once for those hosts only keeps starts at ~0.3 s and leaves the app's hosts alone.
const GOOGLE_SERVICES_OFFLINE = '--host-resolver-rules=' + ['*.google.com', '*.googleapis.com', '*.gstatic.com',
  '*.gvt1.com']
  .map((h) => `MAP ${h} ~NOTFOUND`).join(' , ');

function chromeOptions(s: BrowserSettings, profileDir?: string): chrome.Options {
  const args = [
    '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking',
    '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-default-apps',
    '--disable-search-engine-choice-screen', '--password-store=basic', '--use-mock-keychain',
    '--no-default-browser-check', '--disable-extensions', '--disable-breakpad', '--disable-crash-reporter',
    '--disable-client-side-phishing-detection', '--metrics-recording-only', '--mute-audio',
    '--disable-background-timer-throttling', '--disable-renderer-backgrounding',
    '--disable-backgrounding-occluded-windows',
    '--disable-hang-monitor', '--disable-ipc-flooding-protection', '--disable-domain-reliability',
    GOOGLE_SERVICES_OFFLINE,
    '--disable-features=Translate,OptimizationHints,MediaRouter,DialMediaRouteProvider,' +
      'CertificateTransparencyComponentUpdater',
    `--window-size=${s.windowSize.width},${s.windowSize.height}`,
    ...(s.args ?? []),
  ];
  if (!s.headed) args.push('--headless=new');
  if (profileDir) args.push(`--user-data-dir=${profileDir}`);
  const opts = new chrome.Options();
  opts.addArguments(...args);
  if (s.grid) return withConfigured(opts, s);
  // the local chromedriver knows its browser as "chrome", whatever the config calls it
  opts.setBinaryPath(s.chromium);
  withConfigured(opts, s).setBrowserName('chrome');
  return opts;
}

/** browserName, platformName and the extra capabilities from the config, on top of `caps`. */
function withConfigured<C extends Capabilities>(caps: C, s: BrowserSettings): C {
  caps.setBrowserName(browserName(s));
  // a page is ready when its DOM is (WebAppDriver then waits for the load, or a second past the DOM,
  // whichever comes first): resources that never finish loading do not hold every navigation
  caps.set('pageLoadStrategy', 'eager');
  // a confirm or prompt an action opens stays open until a step answers it (native-dialog.ts); an alert is
  // dismissed as before (leaving alerts open makes chromedriver hang switching windows), its words kept
  caps.set('unhandledPromptBehavior', { confirm: 'ignore', prompt: 'ignore' });
  if (s.platformName) caps.setPlatform(s.platformName);
  for (const [k, v] of Object.entries(s.capabilities ?? {})) caps.set(k, v);
  return caps;
}

/**
 * The session request sent to a Grid: Chromium options for chrome-family browsers, else only the configured
 * capabilities.
 */
export function gridCapabilities(s: BrowserSettings): Capabilities {
  if (isChromium(s)) return chromeOptions(s);
  const caps = new Capabilities();
  if (browserName(s).toLowerCase() === 'firefox') caps.set('moz:firefoxOptions',
    { args: [...(s.headed ? [] : ['-headless']), ...(s.args ?? [])] });
  return withConfigured(caps, s);
}

/**
 * One chromedriver process per Stepwright process, shared by every browser session it starts:
 * each scenario still gets a fresh Chromium with a fresh profile, without paying for a new driver.
 */
let sharedService: { executable: string; url: Promise<string>; service: DriverService } | undefined;

function driverUrl(executable: string): Promise<string> {
  if (!sharedService || sharedService.executable !== executable) {
    const service = new chrome.ServiceBuilder(executable).setLoopback(true).build();
    sharedService = { executable, service, url: service.start(20_000) as Promise<string> };
  }
  return sharedService.url;
}

export async function stopSharedDriverService(): Promise<void> {
  const s = sharedService;
  sharedService = undefined;
  if (s) await s.service.kill();
}

export interface BrowserHandle {
  driver: WebDriver;
  dispose(): Promise<void>;
}

export async function launchBrowser(s: BrowserSettings): Promise<BrowserHandle> {
  if (s.grid) {
    const driver = await new Builder().usingServer(s.grid).withCapabilities(gridCapabilities(s)).build()
      .catch((e: unknown) => {
        const why = String((e as Error)?.message ?? e).split('\n')[0];
        throw new SetupError(`Could not start a browser on the grid at ${s.grid}: ${why}`, { cause: e });
      });
    return { driver, dispose: () => driver.quit() };
  }
  if (!isChromium(s)) {
    throw new SetupError(`Local runs drive Chromium; browserName "${browserName(s)}" needs a Selenium Grid ` +
      `(browser.grid or --grid URL).`);
  }
  checkBrowserInstalled(s);
  const profile = mkdtempSync(join(tmpdir(), 'stepwright-profile-'));
  const executor = new http.Executor(new http.HttpClient(await driverUrl(s.chromedriver)));
  let driver: WebDriver;
  try {
    driver = chrome.Driver.createSession(chromeOptions(s, profile), executor);
    // createSession only sends the request: wait for the browser here, so a browser that does not start
    // fails with this message, and its start is not paid inside the first command (a first navigation)
    await driver.getSession();
  } catch (e) {
    rmSync(profile, { recursive: true, force: true });
    throw new SetupError(`Chromium (${s.chromium}) did not start through ${s.chromedriver}. ` +
      `Check that both come from the same release: ${INSTALL_HINT}`, { cause: e });
  }
  return {
    driver,
    async dispose() {
      await driver.quit().catch(() => undefined);
      rmSync(profile, { recursive: true, force: true, maxRetries: 3 });
    },
  };
}
