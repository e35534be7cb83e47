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

const withProfile = process.argv.includes('--profile');
const [url, runsArgument = '3'] = process.argv.slice(2).filter((argument) => argument !== '--profile');
if (!url) {
  console.error('usage: pnpm bench:tasks <url> [runs] [--profile], e.g. "http://127.0.0.1:4173/home" 5');
  process.exit(2);
}
const runs = Number(runsArgument);
// Lighthouse's mobile profile: the CPU slowed 4×, and a task blocks for what it takes past 50 ms.
const SLOWDOWN = 4;
const BLOCKING_MS = 50;

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** What a task spent its time on: its largest child events, with the script each ran where there is one. */
function describe(task, children) {
  const inside = children.filter((child) => child.ts >= task.ts && child.ts < task.ts + task.dur);
  const totals = new Map();
  for (const child of inside) {
    const script = child.args?.data?.url?.replace(/^.*\//, '');
    const key = script ? `${child.name} ${script}` : child.name;
    totals.set(key, Math.max(totals.get(key) ?? 0, child.dur / 1000));
  }
  return [...totals]
    .filter(([name]) => !/RunTask|ThreadController|Receive mojo|PerformMicrotaskCheckpoint/.test(name))
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([name, ms]) => `${name} ${ms.toFixed(0)}`)
    .join(', ');
}

/** The renderer main thread's tasks after the first contentful paint, by thread time. */
function blockingTasks(traceEvents) {
  const paint = traceEvents.find((event) => event.name === 'firstContentfulPaint');
  if (!paint) throw new Error('the trace has no first contentful paint');
  const onMain = traceEvents.filter((event) => event.pid === paint.pid && event.tid === paint.tid && event.ph === 'X');
  const tasks = onMain.filter((event) => event.name === 'RunTask' && event.ts >= paint.ts);
  const children = onMain.filter((event) => event.name !== 'RunTask' && event.dur > 1000);
  return tasks
    .map((task) => ({ at: (task.ts - paint.ts) / 1000, ms: (task.tdur ?? task.dur) / 1000, task }))
    .filter(({ ms }) => ms * SLOWDOWN > BLOCKING_MS)
    .map(({ at, ms, task }) => ({ at, ms, task, what: describe(task, children) }));
}

// React's and the scheduler's own frames, which every task of a render runs through.
const workLoop = /react-dom-client|scheduler\.production|rolldown-runtime/;

const lighthouseTbt = [];
const threadTbt = [];
for (let run = 1; run <= runs; run++) {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: ['--headless=new', ...chromiumArgs] });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      onlyCategories: ['performance'],
      ...(withProfile && { additionalTraceCategories: ['disabled-by-default-v8.cpu_profiler'] }),
    });
    if (!result) throw new Error(`Lighthouse did not run on ${url}`);
    const { traceEvents } = result.artifacts.Trace;
    const tasks = blockingTasks(traceEvents);
    const profile = withProfile && tasks[0] ? await taskProfile(traceEvents, tasks[0].task.pid, { hide: workLoop }) : null;
    const blocking = tasks.reduce((sum, { ms }) => sum + ms * SLOWDOWN - BLOCKING_MS, 0);
    const simulated = result.lhr.audits['total-blocking-time'].numericValue;
    lighthouseTbt.push(simulated);
    threadTbt.push(blocking);
    console.log(`run ${run}: Lighthouse TBT ${Math.round(simulated)} ms, from thread time ${Math.round(blocking)} ms`);
    for (const { at, ms, task, what } of tasks) {
      console.log(`  +${String(Math.round(at)).padStart(5)} ms after FCP  ${ms.toFixed(1).padStart(5)} ms thread time  ${what}`);
      for (const line of profile?.(task) ?? []) console.log(`        ${line}`);
    }
  } finally {
    await chrome.kill();
  }
}
console.log(
  `median of ${runs}: Lighthouse TBT ${Math.round(median(lighthouseTbt))} ms, from thread time ${Math.round(median(threadTbt))} ms`,
);
