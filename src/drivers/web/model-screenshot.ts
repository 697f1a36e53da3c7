// A small screenshot cheap enough to show a model: a half-size JPEG through the DevTools protocol (~20 KB
// instead of a ~200 KB PNG), or a normal screenshot where there is no DevTools access (a Grid).
import type { WebDriver } from 'selenium-webdriver';
import type { FrameTracker } from './frames.ts';

type DevTools = { sendAndGetDevToolsCommand?: (cmd: string, params: object) => Promise<{ data: string }> };

/** The page as a data URL. */
export async function modelScreenshot(driver: WebDriver, frames: FrameTracker): Promise<string> {
  const cdp = driver as unknown as DevTools;
  if (cdp.sendAndGetDevToolsCommand) {
    try {
      await frames.top();
      const size = (await driver.executeScript('return [innerWidth, innerHeight]')) as [number, number];
      const shot = await cdp.sendAndGetDevToolsCommand('Page.captureScreenshot',
        { format: 'jpeg', quality: 50, clip: { x: 0, y: 0, width: size[0], height: size[1], scale: 0.5 } });
      return `data:image/jpeg;base64,${shot.data}`;
    } catch { /* a grid without DevTools access: fall back to a normal screenshot */ }
  }
  return `data:image/png;base64,${await driver.takeScreenshot()}`;
}
