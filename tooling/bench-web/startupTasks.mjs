#!/usr/bin/env node
// `pnpm bench:tasks <url> [runs]`: mobile Lighthouse runs of <url> against a running portal (`npm start`), and for each
// the main-thread tasks after the first contentful paint that block a slow phone: Lighthouse's TBT beside the same sum
// taken from each task's *thread* time (the CPU the renderer's main thread really used, 4× as Lighthouse's phone), which
// the machine's other load hardly moves. On this shared 2-core machine Lighthouse's own TBT moves by ±100 ms and more
// between runs of one build; the thread-time figure is the one to compare two builds with, interleaved.
// With --profile, V8's sampling profiler runs too, and each blocking task lists the functions it spent its time in,
// named through the scripts' source maps (./taskProfile.mjs); the profiler's own cost makes those runs' times larger.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../chromium.js';
import { taskProfile } from './taskProfile.mjs';
import { blockingTasks, describeTask, threadTimeTbt } from './threadTimeTbt.mjs';
import { requireCjkFont } from './requireCjkFont.mjs';

const withProfile = process.argv.includes('--profile');
const [url, runsArgument = '3'] = process.argv.slice(2).filter((argument) => argument !== '--profile');
if (!url) {
  console.error('usage: pnpm bench:tasks <url> [runs] [--profile], e.g. "http://127.0.0.1:4173/home" 5');
  process.exit(2);
}
const runs = Number(runsArgument);
requireCjkFont();
// Lighthouse's mobile profile: the CPU slowed 4×, and a task blocks for what it takes past 50 ms.
const SLOWDOWN = 4;

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

// React's and the scheduler's own frames, which every task of a render runs through.
const workLoop = /react-dom-client|scheduler\.production|rolldown-runtime/;

const lighthouseTbt = [];
const threadTbt = [];
for (let run = 1; run <= runs; run++) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumArgs],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      onlyCategories: ['performance'],
      ...(withProfile && { additionalTraceCategories: ['disabled-by-default-v8.cpu_profiler'] }),
    });
    if (!result) throw new Error(`Lighthouse did not run on ${url}`);
    const { traceEvents } = result.artifacts.Trace;
    const tasks = blockingTasks(traceEvents, SLOWDOWN);
    const profile =
      withProfile && tasks[0] ? await taskProfile(traceEvents, tasks[0].task.pid, { hide: workLoop }) : null;
    const blocking = threadTimeTbt(tasks, SLOWDOWN);
    const simulated = result.lhr.audits['total-blocking-time'].numericValue;
    lighthouseTbt.push(simulated);
    threadTbt.push(blocking);
    console.log(
      `run ${run}: Lighthouse TBT ${Math.round(simulated)} ms, from thread time ${Math.round(blocking)} ms`,
    );
    for (const { at, ms, task } of tasks) {
      const what = describeTask(traceEvents, task);
      console.log(
        `  +${String(Math.round(at)).padStart(5)} ms after FCP  ${ms.toFixed(1).padStart(5)} ms thread time  ${what}`,
      );
      for (const line of profile?.(task) ?? []) console.log(`        ${line}`);
    }
  } finally {
    await chrome.kill();
  }
}
console.log(
  `median of ${runs}: Lighthouse TBT ${Math.round(median(lighthouseTbt))} ms, from thread time ${Math.round(median(threadTbt))} ms`,
);
