import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { detectHairlines } from './detectHairlines';
import { installDevice } from './installDevice';
import { isMobileUserAgent } from './isMobileUserAgent';

const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const android =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const wechat =
  'Mozilla/5.0 (Linux; U; Android 12) AppleWebKit/537.36 Version/4.0 Chrome/86 MicroMessenger/8.0.40';
const desktop =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

function setWindow(props: { innerWidth?: number; devicePixelRatio?: number; userAgent?: string }) {
  if (props.innerWidth !== undefined)
    Object.defineProperty(window, 'innerWidth', { value: props.innerWidth, configurable: true });
  if (props.devicePixelRatio !== undefined)
    Object.defineProperty(window, 'devicePixelRatio', { value: props.devicePixelRatio, configurable: true });
  if (props.userAgent !== undefined)
    Object.defineProperty(window.navigator, 'userAgent', { value: props.userAgent, configurable: true });
}

describe('isMobileUserAgent', () => {
  it('recognises phones and in-app browsers, not desktops', () => {
    expect([iphone, android, wechat].map(isMobileUserAgent)).toEqual([true, true, true]);
    expect(isMobileUserAgent(desktop)).toBe(false);
  });
});

describe('installDevice (jsdom)', () => {
  let dispose: (() => void) | undefined;
  beforeEach(() => {
    document.documentElement.className = '';
    document.documentElement.removeAttribute('style');
    document.body.removeAttribute('style');
  });
  afterEach(() => dispose?.());

  it('flags a mobile user agent with the mobile class', () => {
    setWindow({ userAgent: iphone, innerWidth: 375, devicePixelRatio: 1 });
    const device = installDevice(window);
    dispose = device.dispose;
    expect(device.isMobile).toBe(true);
    expect(document.documentElement.classList.contains('mobile')).toBe(true);
  });

  it('leaves desktops without the mobile class', () => {
    document.documentElement.classList.add('mobile');
    setWindow({ userAgent: desktop, innerWidth: 1280, devicePixelRatio: 1 });
    const device = installDevice(window);
    dispose = device.dispose;
    expect(device.isMobile).toBe(false);
    expect(document.documentElement.classList.contains('mobile')).toBe(false);
  });

  it('sets the root font size to a tenth of the width and follows resizes', () => {
    setWindow({ userAgent: desktop, innerWidth: 1280, devicePixelRatio: 1 });
    dispose = installDevice(window).dispose;
    expect(document.documentElement.style.fontSize).toBe('128px');
    setWindow({ innerWidth: 375 });
    window.dispatchEvent(new Event('resize'));
    expect(document.documentElement.style.fontSize).toBe('37.5px');
  });

  it('recalculates on pageshow only when the page comes back from the back/forward cache', () => {
    setWindow({ userAgent: desktop, innerWidth: 1000, devicePixelRatio: 1 });
    dispose = installDevice(window).dispose;
    setWindow({ innerWidth: 500 });
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: false }));
    expect(document.documentElement.style.fontSize).toBe('100px');
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    expect(document.documentElement.style.fontSize).toBe('50px');
  });

  it('sets the body font size to 12 × devicePixelRatio px', () => {
    setWindow({ userAgent: desktop, innerWidth: 1000, devicePixelRatio: 3 });
    dispose = installDevice(window).dispose;
    expect(document.body.style.fontSize).toBe('36px');
  });

  it('stops listening once disposed', () => {
    setWindow({ userAgent: desktop, innerWidth: 800, devicePixelRatio: 1 });
    installDevice(window).dispose();
    setWindow({ innerWidth: 400 });
    window.dispatchEvent(new Event('resize'));
    expect(document.documentElement.style.fontSize).toBe('80px');
  });

  it('adds the hairlines class where a 0.5 px border measures 1 px', () => {
    // jsdom has no layout: stand in for a screen that draws 0.5 px borders as hairlines.
    const original = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight');
    Object.defineProperty(HTMLElement.prototype, 'offsetHeight', {
      configurable: true,
      get(this: HTMLElement) {
        return this.style.borderTopWidth === '0.5px' ? 1 : 0;
      },
    });
    try {
      setWindow({ userAgent: desktop, innerWidth: 1000, devicePixelRatio: 2 });
      const device = installDevice(window);
      dispose = device.dispose;
      expect(device.hairlines).toBe(true);
      expect(document.documentElement.classList.contains('hairlines')).toBe(true);
      expect(document.body.children).toHaveLength(0);
    } finally {
      if (original) Object.defineProperty(HTMLElement.prototype, 'offsetHeight', original);
    }
  });

  it('skips the hairline test below devicePixelRatio 2, and adds nothing where a 0.5 px border measures 0', () => {
    setWindow({ devicePixelRatio: 1 });
    expect(detectHairlines(window)).toBe(false);
    setWindow({ devicePixelRatio: 2 });
    expect(detectHairlines(window)).toBe(false);
    expect(document.documentElement.classList.contains('hairlines')).toBe(false);
    expect(document.body.children).toHaveLength(0);
  });
});
