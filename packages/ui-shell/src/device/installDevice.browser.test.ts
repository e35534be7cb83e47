import { page } from 'vitest/browser';
import { afterEach, describe, expect, it } from 'vitest';
import { installDevice, type InstalledDevice } from './installDevice';

describe('installDevice (Chromium, devicePixelRatio 2)', () => {
  let device: InstalledDevice | undefined;
  afterEach(() => {
    device?.dispose();
    document.documentElement.className = '';
  });

  it('runs the hairline test on a real 2× screen and sizes fonts from the real viewport', async () => {
    await page.viewport(800, 600);
    expect(window.devicePixelRatio).toBe(2);
    // Ground truth from this browser: how tall a box with 0.5 px top and bottom borders renders.
    const reference = document.createElement('div');
    reference.style.border = '.5px solid transparent';
    document.body.appendChild(reference);
    const drawsHairlines = reference.offsetHeight === 1;
    reference.remove();
    const childrenBefore = document.body.childElementCount;

    device = installDevice(window);
    expect(device.isMobile).toBe(false);
    expect(device.hairlines).toBe(drawsHairlines);
    expect(document.documentElement.classList.contains('hairlines')).toBe(drawsHairlines);
    expect(document.body.childElementCount).toBe(childrenBefore);
    expect(document.body.style.fontSize).toBe('24px');
    const width = document.documentElement.clientWidth;
    expect(document.documentElement.style.fontSize).toBe(`${width / 10}px`);
    expect(getComputedStyle(document.documentElement).fontSize).toBe(`${width / 10}px`);
  });

  it('follows a real resize of the viewport', async () => {
    await page.viewport(1000, 700);
    device = installDevice(window);
    const before = document.documentElement.clientWidth;
    await page.viewport(400, 700);
    await expect.poll(() => document.documentElement.clientWidth).not.toBe(before);
    const after = document.documentElement.clientWidth;
    await expect.poll(() => document.documentElement.style.fontSize).toBe(`${after / 10}px`);
  });
});
