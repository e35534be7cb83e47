import { like, sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/openDatabase';
import { courseComments } from '../src/db/schema';
import { percentile, SoakClient, soakPhone, type Answer } from './soakClient';
import { startSoakServer } from './soakServer';

/*
 * Bounded soak of the API on loopback: SOAK_SECONDS (default 60) of SOAK_CONCURRENCY (default 16) closed
 * loops mixing reads (80 %), submissions (course comments, 15 %) and logins (5 %: SMS login of a demo
 * customer whose last code is over a minute old, else sign-up of a fresh phone; both read the image
 * challenge and the SMS code from the dev outbox and end with a token). Fails on any 5xx or network
 * error, or when the comments written to the database differ from those acknowledged.
 */

const seconds = Number(process.env.SOAK_SECONDS ?? 60);
const concurrency = Number(process.env.SOAK_CONCURRENCY ?? 16);
if (!(seconds > 0 && seconds <= 600 && concurrency > 0 && concurrency <= 64))
  throw new Error('SOAK_SECONDS ≤ 600 and SOAK_CONCURRENCY ≤ 64');

type Kind = 'read' | 'submit' | 'login';
type Tally = {
  calls: number;
  ok: number;
  refused: number;
  http4xx: number;
  http5xx: number;
  network: number;
  ms: number[];
  refusals: Map<string, number>;
};
const tallies: Record<Kind, Tally> = {
  read: newTally(),
  submit: newTally(),
  login: newTally(),
};

function newTally(): Tally {
  return { calls: 0, ok: 0, refused: 0, http4xx: 0, http5xx: 0, network: 0, ms: [], refusals: new Map() };
}

function record(kind: Kind, answer: Answer<unknown>): void {
  const tally = tallies[kind];
  tally.calls += 1;
  tally.ms.push(answer.ms);
  if (answer.status >= 500) tally.http5xx += 1;
  else if (answer.status >= 400) tally.http4xx += 1;
  else if (answer.code === 200) tally.ok += 1;
  else {
    tally.refused += 1;
    tally.refusals.set(answer.msg, (tally.refusals.get(answer.msg) ?? 0) + 1);
  }
}

const server = await startSoakServer({
  CODE_HOURLY_CAP_PER_IP: '100000',
  IMAGE_CODE_HOURLY_CAP_PER_IP: '100000',
});
const client = new SoakClient(server.baseUrl);
await client.init();
const runTag = Date.now();

async function ids(method: 'POST' | 'GET', path: string, body?: unknown): Promise<string[]> {
  const answer = await client.call<{ rows: { id: number | string }[] } | { id: number | string }[]>(
    method,
    path,
    { body },
  );
  const rows = Array.isArray(answer.data) ? answer.data : (answer.data?.rows ?? []);
  return rows.map((row) => String(row.id));
}
const page = { pageNum: 1, pageSize: 12 };
const artworkIds = await ids('POST', '/portal/production/selectAuthList', page);
const newsIds = await ids('POST', '/portal/resourceInfoColumn/selectPageList', page);
const courseIds = await ids('POST', '/portal/pass/course/selectByPageList', page);
const activityIds = await ids('POST', '/portal/pass/activity/selectPageList', page);
const hallIds = await ids('POST', '/portal/cloudExhibitionColumn/selectPageList', {
  pageNum: 1,
  pageSize: 50,
});
const pick = <T>(list: T[]): T => list[Math.floor(Math.random() * list.length)] as T;

const reads: (() => Promise<Answer<unknown>>)[] = [
  () => client.call('POST', '/portal/production/selectAuthList', { body: page }),
  () => client.call('GET', '/portal/production/getInfo', { query: { id: pick(artworkIds) } }),
  () => client.call('GET', '/portal/production/getAnoList', { query: { id: pick(artworkIds) } }),
  () => client.call('POST', '/portal/resourceInfoColumn/selectPageList', { body: page }),
  () => client.call('GET', '/portal/resourceInfoColumn/getInfo', { query: { id: pick(newsIds) } }),
  () => client.call('POST', '/portal/banner/selectList'),
  () => client.call('POST', '/portal/pass/course/selectByPageList', { body: page }),
  () => client.call('GET', '/portal/pass/course/selectById', { query: { id: pick(courseIds) } }),
  () =>
    client.call('GET', '/portal/pass/courseComment/list', {
      query: { courseId: pick(courseIds), pageNum: '1', pageSize: '10' },
    }),
  () => client.call('POST', '/portal/pass/activity/selectPageList', { body: page }),
  () => client.call('GET', '/portal/pass/activity/selectById', { query: { id: pick(activityIds) } }),
  () => client.call('GET', '/portal/cloudExhibitionColumn/getInfo', { query: { id: pick(hallIds) } }),
];

const tokens: string[] = [];
const demoPhones = ['13800000001', '13800000002', '13800000003', '13800000004'];
const lastSent = new Map<string, number>();
let phoneCounter = 0;
let commentCounter = 0;
let acknowledged = 0;

/** One login: image challenge and SMS code from the outbox, then SMS login (demo customer) or sign-up. */
async function login(): Promise<void> {
  const demo = demoPhones.find((phone) => Date.now() - (lastSent.get(phone) ?? 0) > 61_000);
  const phone = demo ?? soakPhone(runTag, (phoneCounter += 1));
  if (demo) lastSent.set(demo, Date.now());
  const imgCode = await client.call<{ codeId: string }>('GET', '/auth/code/imgCode');
  record('login', imgCode);
  if (!imgCode.data) return;
  const captcha = await client.outbox('captcha', imgCode.data.codeId);
  const sent = await client.call('GET', '/auth/code/sendLoginCode', {
    query: { phone, code: captcha, codeId: imgCode.data.codeId },
  });
  record('login', sent);
  if (sent.code !== 200) return;
  const sms = await client.outbox('sms', phone);
  const issued = demo
    ? await client.call<{ access_token: string }>('POST', '/auth/user/phoneSmsLogin', {
        query: { phone, code: sms },
      })
    : await client.call<{ access_token: string }>('POST', '/portal/customer/register', {
        body: { phone, code: sms, password: 'Soak2026pass' },
      });
  record('login', issued);
  if (issued.data) tokens.push(issued.data.access_token);
}

async function submit(): Promise<void> {
  const token = tokens.length ? pick(tokens) : null;
  if (!token) return login();
  commentCounter += 1;
  const answer = await client.call('POST', '/portal/courseComment/submit', {
    token,
    body: { courseId: pick(courseIds), content: `soak-${runTag}-${commentCounter} 压力测试评论` },
  });
  record('submit', answer);
  if (answer.status === 200 && answer.code === 200) acknowledged += 1;
}

async function step(): Promise<void> {
  const roll = Math.random();
  if (roll < 0.05) return login();
  if (roll < 0.2) return submit();
  record('read', await pick(reads)());
}

const rss: { s: number; MiB: number }[] = [{ s: 0, MiB: server.rssMiB() }];
const started = performance.now();
const endAt = Date.now() + seconds * 1000;
const sampler = setInterval(
  () => rss.push({ s: Math.round((performance.now() - started) / 1000), MiB: server.rssMiB() }),
  5000,
);
let networkErrors = 0;
const networkMessages = new Set<string>();

await Promise.all(
  Array.from({ length: concurrency }, async () => {
    while (Date.now() < endAt) {
      try {
        await step();
      } catch (error) {
        networkErrors += 1;
        networkMessages.add(error instanceof Error ? error.message : String(error));
      }
    }
  }),
);
clearInterval(sampler);
const elapsed = (performance.now() - started) / 1000;
rss.push({ s: Math.round(elapsed), MiB: server.rssMiB() });
await server.stop();

const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL ?? null,
  dataDir: server.dataDir,
});
const [written] = await database.db
  .select({ n: sql<number>`count(*)::int` })
  .from(courseComments)
  .where(like(courseComments.content, `soak-${runTag}-%`));
await database.close();

const summary = (tally: Tally) => {
  const sorted = [...tally.ms].sort((a, b) => a - b);
  return {
    calls: tally.calls,
    ok: tally.ok,
    refused: tally.refused,
    refusals: Object.fromEntries(tally.refusals),
    http4xx: tally.http4xx,
    http5xx: tally.http5xx,
    p50ms: percentile(sorted, 50),
    p99ms: percentile(sorted, 99),
  };
};
const totalCalls = tallies.read.calls + tallies.submit.calls + tallies.login.calls;
const http5xx = tallies.read.http5xx + tallies.submit.http5xx + tallies.login.http5xx;
const report = {
  seconds: Math.round(elapsed * 10) / 10,
  concurrency,
  requestsPerSecond: Math.round(totalCalls / elapsed),
  reads: summary(tallies.read),
  submissions: { ...summary(tallies.submit), acknowledged, writtenInDb: written?.n ?? 0 },
  logins: { ...summary(tallies.login), tokensIssued: tokens.length },
  http5xx,
  networkErrors,
  networkMessages: [...networkMessages].slice(0, 5),
  rssMiB: {
    start: rss[0]?.MiB,
    peak: Math.max(...rss.map((sample) => sample.MiB)),
    end: rss.at(-1)?.MiB,
    samples: rss.map((sample) => `${sample.s}s: ${sample.MiB}`).join(', '),
  },
};
console.log(JSON.stringify(report, null, 2));

const failures = [
  http5xx > 0 && `${http5xx} responses were 5xx`,
  networkErrors > 0 && `${networkErrors} calls failed without a response`,
  (written?.n ?? 0) !== acknowledged &&
    `${acknowledged} comments acknowledged but ${written?.n ?? 0} written`,
].filter(Boolean);
if (failures.length) {
  console.error(`soak FAILED: ${failures.join('; ')}`);
  process.exit(1);
}
console.log('soak passed: zero 5xx, every acknowledged submission is in the database');
