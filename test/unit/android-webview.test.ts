// Which WebView the web observer takes over (the screen's main content, not a banner), what the native
// dump keeps around it, which context drives it, and how page pixels land on the screen.
import xpath from 'xpath';
import { describe, expect, it } from 'vitest';
import { buildTarget } from '../../src/locators/build-target.ts';
import { parseHierarchy } from '../../src/observation/android/hierarchy.ts';
import { observeHierarchy } from '../../src/observation/android/page-source.ts';
import { mainWebView, onScreen, placeWebElements, webviewContext, withoutWebContent,
  withWebPage } from '../../src/observation/android/webview.ts';
import type { Observation } from '../../src/observation/element.ts';
import { pageSource, v } from '../support/uia2-xml.ts';

const WV = 'android.webkit.WebView';
const screen = (webviewBounds: string) => parseHierarchy(pageSource([v('android.widget.FrameLayout', { bounds: '[0,0][1080,2400]' }, [
  v('android.widget.ImageButton', { 'content-desc': 'Navigate up', clickable: true, bounds: '[0,63][147,210]' }),
  v(WV, { 'resource-id': 'com.example.app:id/web', bounds: webviewBounds }, [
    v(WV, { text: 'Terms', bounds: webviewBounds }, [
      v('android.widget.Button', { text: 'Accept', clickable: true, bounds: '[40,400][400,500]' }),
    ]),
  ]),
])]));

describe('a WebView on an Android screen', () => {
  it('is the main content when it covers much of the screen: its outer node, never a small banner', () => {
    const h = screen('[0,210][1080,2400]');
    expect(mainWebView(h)).toMatchObject({ cls: WV, resourceId: 'com.example.app:id/web' });
    expect(mainWebView(screen('[0,2200][1080,2400]'))).toBeUndefined();
  });

  it('leaves the native dump, XPath included, when the web observer reads it', () => {
    const h = screen('[0,210][1080,2400]');
    expect(observeHierarchy(h, { package: 'p', activity: '.A' }).elements.map((e) => e.name)).toContain('Accept');
    const around = withoutWebContent(h, mainWebView(h)!);
    const native = observeHierarchy(around, { package: 'p', activity: '.A' });
    expect(native.elements.map((e) => e.name)).toEqual(['Navigate up']);
    expect(xpath.select('//android.widget.Button', around.root as unknown as Node)).toEqual([]);
    expect(around.nodes.filter((n) => n.cls === WV)).toHaveLength(1);
  });

  it('is driven in the app\'s own WEBVIEW_<package> context when there are several', () => {
    expect(webviewContext(['NATIVE_APP', 'WEBVIEW_chrome', 'WEBVIEW_com.example.app'], 'com.example.app'))
      .toBe('WEBVIEW_com.example.app');
    expect(webviewContext(['NATIVE_APP', 'WEBVIEW_12345'], 'com.example.app')).toBe('WEBVIEW_12345');
    expect(webviewContext(['NATIVE_APP'], 'com.example.app')).toBeUndefined();
  });

  it('places the page\'s elements on the screen, numbered after the native ones, in their context', () => {
    const place = { context: 'WEBVIEW_com.example.app', bounds: { x: 0, y: 210, w: 1080, h: 2190 }, scale: 1080 / 411 };
    expect(onScreen({ x: 10, y: 20, w: 100, h: 40 }, place)).toEqual({ x: 26, y: 263, w: 263, h: 105 });
    const page: Observation = { url: 'http://127.0.0.1/terms', title: 'Terms', collections: [], headings: ['Terms'],
      textLength: 40, elements: [{ index: 0, tag: 'button', role: 'button', name: 'Accept', classes: [], disabled: false,
        editable: false, bounds: { x: 10, y: 20, w: 100, h: 40 }, context: 'Terms', css: '#accept', id: 'accept' }] };
    const placed = placeWebElements(page, place, 3);
    expect(placed[0]).toMatchObject({ index: 3, webview: 'WEBVIEW_com.example.app', bounds: { y: 263 } });
    const native: Observation = { url: 'android-app://p/.A', title: 'Terms', elements: [], collections: [], headings: [],
      textLength: 11 };
    expect(withWebPage(native, page, placed)).toMatchObject({ url: 'android-app://p/.A', headings: ['Terms'], textLength: 51 });
    // found again by the web's strategies, each in that context
    expect(buildTarget(placed[0]!)!.strategies).toEqual([
      { by: 'id', value: 'accept', context: 'WEBVIEW_com.example.app' },
      { by: 'role', role: 'button', value: 'Accept', context: 'WEBVIEW_com.example.app' },
      { by: 'css', value: '#accept', context: 'WEBVIEW_com.example.app' },
    ]);
  });
});
