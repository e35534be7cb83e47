import { INITIAL_CHUNK_ORDER } from '@art-portal/tooling/vite/initial-chunk-groups';

/** The longest the portal's code waits for the first screen's pictures, in ms: a slow or stuck picture never holds it. */
export const FIRST_SCREEN_WAIT_MS = 3000;

const modulePreload = /<link rel="modulepreload"[^>]*\bhref="([^"]+)"[^>]*\/?>/g;
const dynamicImport = /\bimport\("([^"]+)"\)/;
const moduleScript = /<script nonce="([^"]+)" type="module" async="">([\s\S]*?)<\/script>/;

/** Where a chunk is evaluated among the page's code: the initial chunks first, in their order; the rest as listed. */
function evaluationRank(href: string): number {
  // Built files are named `<chunk>-<8-character hash>.js`.
  const name = /\/([\w.-]+)-[\w-]{8}\.js$/.exec(href)?.[1] ?? '';
  const rank = INITIAL_CHUNK_ORDER.indexOf(name);
  return rank === -1 ? INITIAL_CHUNK_ORDER.length : rank;
}

/** A value as a JavaScript literal that is safe inside an inline `<script>`. */
function scriptLiteral(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * Starts the framework's module script, and the preloads of its chunks, once every picture of the page that is not
 * lazy has been decoded, or has failed, and a frame has passed; after {@link FIRST_SCREEN_WAIT_MS} at the latest.
 * `decode()` rather than `load`: a large picture decoded off the main thread is painted frames after its load event.
 * The preloads go in one per task: each costs the main thread 0.3–2 ms of CPU, but while the machine's cores are busy
 * (the requests it starts, the pictures' decoding) one can hold its task 15–20 ms, and four in a task held it 62 ms.
 * Before the module script runs, the chunks it needs are evaluated one per task: the initial chunks in their
 * dependency order (`INITIAL_CHUNK_ORDER`: importing a chunk evaluates what it imports in the same task), then the
 * others as the framework lists them. The module script alone would evaluate them all in one task of 30–70 ms here,
 * blocking a slow phone four times as long. `early` leaves out the chunk that starts hydration.
 * Tasks are split with a MessageChannel, which browsers do not clamp as they clamp nested timers.
 * Written as a classic inline script in the module script's place, so it sees every picture of the document above it.
 */
function starter(preloads: readonly string[], early: readonly string[], code: string, nonce: string): string {
  return `(function(preloads,early,code,nonce,limit){var started=0,queue=[],channel=new MessageChannel();channel.port1.onmessage=function(){queue.shift()()};function next(task){queue.push(task);channel.port2.postMessage(0)}function preload(index){var link=document.createElement("link");link.rel="modulepreload";link.href=preloads[index];link.nonce=nonce;document.head.appendChild(link);if(index+1<preloads.length)next(function(){preload(index+1)})}function run(){var script=document.createElement("script");script.type="module";script.nonce=nonce;script.textContent=code;document.body.appendChild(script)}function evaluate(index){if(index===early.length)return run();import(early[index]).then(function(){next(function(){evaluate(index+1)})},run)}function start(){if(started)return;started=1;if(preloads.length)preload(0);evaluate(0)}var waiting=[].filter.call(document.images,function(img){return img.loading!=="lazy"});var left=waiting.length+1;function settled(){if(--left===0)requestAnimationFrame(function(){setTimeout(start,0)})}waiting.forEach(function(img){img.decode().then(settled,settled)});settled();setTimeout(start,limit)})(${scriptLiteral(preloads)},${scriptLiteral(early)},${scriptLiteral(code)},${scriptLiteral(nonce)},${FIRST_SCREEN_WAIT_MS})`;
}

/**
 * Rewrites a rendered page so that its code loads after the pictures of its first screen, not beside them: on a slow
 * network the page's scripts (≈ 180 KiB) would otherwise share the bandwidth with its largest picture and delay it
 * (docs/quality.md § Lighthouse). The page works before its code runs (links, server-rendered content). A page without
 * the framework's module script is returned as it is.
 */
export function startAfterFirstScreen(html: string): string {
  const script = moduleScript.exec(html);
  if (!script) return html;
  const [, nonce = '', code = ''] = script;
  const preloads = [...html.matchAll(modulePreload)].map((match) => match[1] ?? '');
  const hydrates = dynamicImport.exec(code)?.[1];
  const early = preloads
    .filter((href) => href !== hydrates)
    .sort((a, b) => evaluationRank(a) - evaluationRank(b));
  const withoutPreloads = html.replace(modulePreload, '');
  return withoutPreloads.replace(
    moduleScript,
    () => `<script nonce="${nonce}">${starter(preloads, early, code, nonce)}</script>`,
  );
}
