import { sql } from 'drizzle-orm';
import type { Db } from '../db/openDatabase';
import { queryRows } from '../db/queryRows';
import { sensitiveWords } from '../db/schema';
import { normalizeText } from '../search/segmenter';

/** The counter every change of the 敏感词 list moves: each instance reloads its copy when it sees it move. */
const sensitiveWordsEpochName = 'sensitive_words_epoch';

/**
 * A text as the 敏感词 list is matched: the site search's normalisation (NFKC, lower case, traditional →
 * simplified), then letters and digits only, so that 敏 感, 敏*感 and ＳＥＮＳ are caught as 敏感 and sens.
 */
export function matchingForm(text: string): string {
  return normalizeText(text).replace(/[^\p{L}\p{N}]+/gu, '');
}

/** Moves the list's counter inside the change's transaction: it moves exactly when the change commits. */
export async function bumpSensitiveWords(tx: Db): Promise<void> {
  await tx.execute(
    sql`insert into counters (name, value) values (${sensitiveWordsEpochName}, 1)
        on conflict (name) do update set value = counters.value + 1`,
  );
}

type Loaded = { epoch: number; words: readonly string[] };
const loaded = new WeakMap<Db, Loaded>();

/**
 * The list in matching form. One primary-key read of the counter per call; the words themselves are read again only
 * when an instance changed them, so a change is seen by the next comment on every instance.
 */
async function currentWords(db: Db): Promise<readonly string[]> {
  const [row] = await queryRows<{ value: string | number }>(
    db,
    sql`select value from counters where name = ${sensitiveWordsEpochName}`,
  );
  const epoch = Number(row?.value ?? 0);
  const held = loaded.get(db);
  if (held?.epoch === epoch) return held.words;
  const rows = await db.select({ normalized: sensitiveWords.normalized }).from(sensitiveWords);
  const words = rows.map((r) => r.normalized).filter((word) => word.length > 0);
  loaded.set(db, { epoch, words });
  return words;
}

/** The first 敏感词 `text` holds (in matching form), or null. */
export async function findSensitiveWord(db: Db, text: string): Promise<string | null> {
  const words = await currentWords(db);
  if (words.length === 0) return null;
  const form = matchingForm(text);
  return words.find((word) => form.includes(word)) ?? null;
}
