// What a browser session needs (resolved from the config's `browser` section), its default paths and
// the install command: data only, so the config and `doctor` read it without loading selenium-webdriver
// (chromium.ts, which starts the browser, does).
export interface BrowserSettings {
  headed: boolean;
  /** a remote WebDriver / Selenium Grid URL; when set nothing is started locally */
  grid?: string;
  chromium: string;
  chromedriver: string;
  windowSize: { width: number; height: number };
  /** WebDriver browserName (default "chrome"); local runs need Chromium ("chrome"/"chromium") */
  browserName?: string;
  platformName?: string;
  /** extra browser command-line arguments */
  args?: string[];
  /** extra W3C capabilities, set last */
  capabilities?: Record<string, unknown>;
}

export const INSTALL_HINT = 'sudo apt-get install -y chromium chromium-driver   (or: npm run setup)';

export function defaultBrowserPaths(env: NodeJS.ProcessEnv): { chromium: string; chromedriver: string } {
  return {
    chromium: env.STEPWRIGHT_CHROMIUM ?? env.CHROME_BIN ?? '/usr/bin/chromium',
    chromedriver: env.STEPWRIGHT_CHROMEDRIVER ?? env.CHROMEDRIVER ?? '/usr/bin/chromedriver',
  };
}

