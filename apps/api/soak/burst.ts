import { SoakClient, soakPhone } from './soakClient';
import { startSoakServer } from './soakServer';

/*
 * Bursts of code sends against the API's default limits (one code per address a minute, 60 code sends
 * per client address an hour, five wrong tries void a code), on loopback, all requests fired at once.
 * Fails when any burst gets more through than the limits allow, or on any 5xx.
 */

const hourlyCap = 60;
const server = await startSoakServer();
const client = new SoakClient(server.baseUrl);
await client.init();
const runTag = Date.now();
let http5xx = 0;
let sendsAccepted = 0;

type SendResult = { accepted: number; refused: Record<string, number> };

/** Solves `count` image challenges first, then fires one send per phone all at once. */
async function burst(phones: string[]): Promise<SendResult> {
  const challenges: { codeId: string; code: string }[] = [];
  for (const _ of phones) challenges.push(await client.solvedChallenge());
  const answers = await Promise.all(
    phones.map((phone, i) =>
      client.call('GET', '/auth/code/sendLoginCode', {
        query: { phone, code: challenges[i]?.code ?? '', codeId: challenges[i]?.codeId ?? '' },
      }),
    ),
  );
  const refused: Record<string, number> = {};
  let accepted = 0;
  for (const answer of answers) {
    if (answer.status >= 500) http5xx += 1;
    if (answer.status === 200 && answer.code === 200) accepted += 1;
    else refused[answer.msg] = (refused[answer.msg] ?? 0) + 1;
  }
  sendsAccepted += accepted;
  return { accepted, refused };
}

// 1. Guessing an SMS code: five wrong tries void it, so the right code no longer works.
const guessPhone = soakPhone(runTag, 1);
const guessSend = await burst([guessPhone]);
const realCode = await client.outbox('sms', guessPhone);
const wrong = String((Number(realCode) + 1) % 1_000_000).padStart(6, '0');
const guesses = await Promise.all(
  Array.from({ length: 5 }, () =>
    client.call('POST', '/portal/customer/register', {
      body: { phone: guessPhone, code: wrong, password: 'Burst2026pass' },
    }),
  ),
);
const afterGuesses = await client.call('POST', '/portal/customer/register', {
  body: { phone: guessPhone, code: realCode, password: 'Burst2026pass' },
});
for (const answer of [...guesses, afterGuesses]) if (answer.status >= 500) http5xx += 1;

// 2. One address, 20 sends at once: one code a minute.
const samePhone = await burst(Array.from({ length: 20 }, () => soakPhone(runTag, 2)));

// 3. One client address, 80 different phones at once: at most 60 sends an hour in all.
const manyPhones = await burst(Array.from({ length: 80 }, (_, i) => soakPhone(runTag, 100 + i)));

// 4. A used image challenge cannot be replayed.
const challenge = await client.solvedChallenge();
const first = await client.call('GET', '/auth/code/sendLoginCode', {
  query: { phone: soakPhone(runTag, 3), code: challenge.code, codeId: challenge.codeId },
});
const replay = await client.call('GET', '/auth/code/sendLoginCode', {
  query: { phone: soakPhone(runTag, 4), code: challenge.code, codeId: challenge.codeId },
});
for (const answer of [first, replay]) if (answer.status >= 500) http5xx += 1;
if (first.code === 200) sendsAccepted += 1;

await server.stop();

const report = {
  guessing: {
    sent: guessSend.accepted,
    wrongTries: guesses.map((a) => a.msg),
    rightCodeAfterFiveWrong: { code: afterGuesses.code, msg: afterGuesses.msg },
  },
  samePhoneBurst20: samePhone,
  manyPhonesBurst80: manyPhones,
  replayedChallenge: { first: first.msg || String(first.code), replay: replay.msg },
  sendsAcceptedInAll: sendsAccepted,
  hourlyCap,
  http5xx,
};
console.log(JSON.stringify(report, null, 2));
const failures = [
  afterGuesses.code === 200 && 'the right code still worked after five wrong tries',
  samePhone.accepted !== 1 && `${samePhone.accepted} codes went to one phone within a minute`,
  sendsAccepted > hourlyCap && `${sendsAccepted} sends from one address in an hour (cap ${hourlyCap})`,
  replay.code === 200 && 'an image challenge was accepted twice',
  http5xx > 0 && `${http5xx} responses were 5xx`,
].filter(Boolean);
if (failures.length) {
  console.error(`burst FAILED: ${failures.join('; ')}`);
  process.exit(1);
}
console.log('burst passed: the code-send limits held');
