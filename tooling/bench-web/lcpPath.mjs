#!/usr/bin/env node
// `pnpm bench:lcp <url>`: one mobile Lighthouse run of <url> (Debian Chromium), then the timeline Lighthouse's
// simulator (Lantern) builds its LCP from: each request and main-thread task of the optimistic and pessimistic
// graphs, at its simulated start and end (150 ms round trips, 1.6 Mbit/s, 4× slower CPU). What ends last is the LCP;
// what runs before it, the path to shorten. Serve the portal first (`npm start`).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { Audit } from 'lighthouse/core/audits/audit.js';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { chromiumArgs, chromiumPath } from '../chromium.js';
import { requireCjkFont } from './requireCjkFont.mjs';

const url = process.argv[2];
// `--desktop`: Lighthouse's desktop profile (40 ms round trips, 10 Mbit/s, no CPU slow-down) instead of the phone.
const desktop = process.argv.includes('--desktop');
if (!url) {
  console.error('usage: pnpm bench:lcp <url>, e.g. "http://127.0.0.1:4173/artWorks/detail?id=1"');
  process.exit(2);
}
requireCjkFont();

const describe = (node) => {
  if (node.type === 'network') {
    const { resourceType, transferSize, priority, url: address } = node.request;
    return `${resourceType} ${Math.round(transferSize / 1024)} KiB ${priority} ${address.replace(/^https?:\/\/[^/]+/, '')}`;
  }
  const scripts = [...node.getEvaluateScriptURLs()].map((address) => address.replace(/^.*\//, ''));
  const layout = node.didPerformLayout() ? ' layout' : '';
  return `task ${Math.round(node.duration / 1000)} ms observed${layout}${scripts.length ? ` evaluates ${scripts.join(', ')}` : ''}`;
};

const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: ['--headless=new', ...chromiumArgs],
});
try {
  const run = await lighthouse(
    url,
    {
      port: chrome.port,
      logLevel: 'error',
      onlyCategories: ['performance'],
    },
    desktop ? desktopConfig : undefined,
  );
  if (!run) throw new Error(`Lighthouse did not run on ${url}`);
  const context = { computedCache: new Map(), settings: run.lhr.configSettings };
  const lcp = await LanternLargestContentfulPaint.request(
    Audit.makeMetricComputationDataInput(run.artifacts, context),
    context,
  );
  console.log(
    `LCP ${Math.round(lcp.timing)} ms (optimistic ${Math.round(lcp.optimisticEstimate.timeInMs)}, pessimistic ${Math.round(lcp.pessimisticEstimate.timeInMs)})`,
  );
  for (const [name, estimate] of [
    ['optimistic', lcp.optimisticEstimate],
    ['pessimistic', lcp.pessimisticEstimate],
  ]) {
    console.log(`\n${name} graph (simulated ms):`);
    const timings = [...estimate.nodeTimings.entries()].sort(([, a], [, b]) => a.startTime - b.startTime);
    for (const [node, { startTime, endTime }] of timings) {
      console.log(
        `${String(Math.round(startTime)).padStart(6)} – ${String(Math.round(endTime)).padStart(5)}  ${describe(node)}`,
      );
    }
  }
} finally {
  await chrome.kill();
}
