import { readFile } from 'node:fs/promises';

/*
 * `tsx scripts/summariseCpuProfile.ts <file.cpuprofile> [top]`: where a V8 CPU profile (node --cpu-prof, e.g.
 * BENCH_CPU_PROF of `pnpm bench:render`) spent its time: self time summed per function and per file (a package's
 * files under its package name), the largest first.
 */

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
};
type CpuProfile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

function fileOf(url: string): string {
  if (!url) return '(native)';
  const inPackage = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)\/(.*)$/.exec(url);
  if (inPackage) return `${inPackage[1]}/${inPackage[2]}`;
  return url.replace(/^file:\/\/.*?\/(apps|packages)\//, '$1/');
}

function top(totals: Map<string, number>, all: number, count: number): string[] {
  return [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(
      ([key, us]) =>
        `${(us / 1000).toFixed(0).padStart(7)} ms ${((100 * us) / all).toFixed(1).padStart(5)} %  ${key}`,
    );
}

const [path, count = '40'] = process.argv.slice(2);
if (!path) throw new Error('usage: summariseCpuProfile <file.cpuprofile> [top]');
const profile = JSON.parse(await readFile(path, 'utf8')) as CpuProfile;
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const byFunction = new Map<string, number>();
const byFile = new Map<string, number>();
let all = 0;
profile.samples.forEach((id, i) => {
  const node = nodes.get(id);
  const delta = profile.timeDeltas[i] ?? 0;
  if (!node) return;
  const { functionName, url, lineNumber } = node.callFrame;
  const file = fileOf(url);
  const fn = `${functionName || '(anonymous)'}  ${file}:${lineNumber + 1}`;
  byFunction.set(fn, (byFunction.get(fn) ?? 0) + delta);
  byFile.set(file, (byFile.get(file) ?? 0) + delta);
  all += delta;
});
console.log(`${(all / 1000).toFixed(0)} ms sampled\n\nself time per file:`);
console.log(top(byFile, all, Number(count)).join('\n'));
console.log('\nself time per function:');
console.log(top(byFunction, all, Number(count)).join('\n'));
