import { sql } from 'drizzle-orm';
import type { Db } from '../db/openDatabase';
import { queryRows } from '../db/queryRows';

/** A table whose rows count their views in `view_count`. */
export type ViewedTable = 'artworks' | 'news' | 'courses';

/** When to write counted views, and what to do after a write or a failed one. */
export type ViewCounterOptions = {
  flushMs: number;
  onFlushed: () => void;
  onError: (error: unknown) => void;
};

/**
 * Counts views of one table's rows. With `flushMs` 0 each view is written by its own request; otherwise
 * views are added up in memory and written in one statement every `flushMs` (and on close), so detail
 * calls need no write of their own. `onFlushed` runs after each write, for the reads that show the count.
 */
export class ViewCounter {
  #unwritten = new Map<number, number>();
  #writing = new Map<number, number>();
  #flushing: Promise<void> = Promise.resolve();
  #timer: NodeJS.Timeout | null = null;

  readonly #db: Db;
  readonly #table: ViewedTable;
  readonly #options: ViewCounterOptions;

  constructor(db: Db, table: ViewedTable, options: ViewCounterOptions) {
    this.#db = db;
    this.#table = table;
    this.#options = options;
    if (options.flushMs > 0) {
      this.#timer = setInterval(() => void this.flush().catch(options.onError), options.flushMs);
      this.#timer.unref();
    }
  }

  /** Counts one view of row `id`, whose stored count was `stored`; answers the count to show. */
  async view(id: number, stored: number): Promise<number> {
    if (this.#options.flushMs === 0) {
      const [row] = await queryRows<{ view_count: number }>(
        this.#db,
        sql`update ${sql.identifier(this.#table)} set view_count = view_count + 1 where id = ${id} returning view_count`,
      );
      await this.#db.execute(
        sql`update search_documents set view_count = view_count + 1 where kind = ${this.#table} and record_id = ${id}`,
      );
      return Number(row?.view_count ?? stored + 1);
    }
    this.#unwritten.set(id, (this.#unwritten.get(id) ?? 0) + 1);
    return stored + (this.#unwritten.get(id) ?? 0) + (this.#writing.get(id) ?? 0);
  }

  /** Views counted and not yet written (those being written included). */
  get pending(): number {
    let sum = 0;
    for (const n of this.#unwritten.values()) sum += n;
    for (const n of this.#writing.values()) sum += n;
    return sum;
  }

  /** Writes the views counted so far. */
  flush(): Promise<void> {
    this.#flushing = this.#flushing.catch(() => undefined).then(() => this.#write());
    return this.#flushing;
  }

  /** Stops the timer and writes what is left. */
  async stop(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
    await this.flush();
  }

  async #write(): Promise<void> {
    if (this.#unwritten.size === 0) return;
    this.#writing = this.#unwritten;
    this.#unwritten = new Map();
    const values = sql.join(
      [...this.#writing].map(([id, n]) => sql`(${id}::int, ${n}::int)`),
      sql`, `,
    );
    const table = sql.identifier(this.#table);
    try {
      await this.#db.execute(
        sql`update ${table} set view_count = ${table}.view_count + v.n from (values ${values}) as v(id, n) where ${table}.id = v.id`,
      );
      // The search index ranks by views too; its kinds are named after the tables.
      await this.#db.execute(
        sql`update search_documents as d set view_count = d.view_count + v.n from (values ${values}) as v(id, n) where d.kind = ${this.#table} and d.record_id = v.id`,
      );
    } catch (error) {
      for (const [id, n] of this.#writing) this.#unwritten.set(id, (this.#unwritten.get(id) ?? 0) + n);
      throw error;
    } finally {
      this.#writing = new Map();
    }
    this.#options.onFlushed();
  }
}
