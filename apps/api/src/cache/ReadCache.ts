import { LRUCache } from 'lru-cache';
import { isPreviewing } from '../portal/previewScope';

/** What a cached read depends on; a write that changes it invalidates every read tagged with it. */
export type CacheTag = 'artworks' | 'news' | 'courses' | 'comments' | 'entries';

type Entry = { value: unknown; tags: readonly CacheTag[] };

/**
 * A bounded LRU of public read results with a short TTL, explicit invalidation by tag, and one database
 * read per key at a time. A read that was running when an invalidation happened still answers its own
 * request but is not stored, so no read from before a write is served after it.
 */
export class ReadCache {
  readonly enabled: boolean;
  #entries: LRUCache<string, Entry> | null;
  #pending = new Map<string, { generation: number; promise: Promise<unknown> }>();
  #generation = 0;
  #hits = 0;
  #misses = 0;

  constructor(options: { ttlMs: number; max: number }) {
    this.enabled = options.ttlMs > 0 && options.max > 0;
    this.#entries = this.enabled
      ? new LRUCache<string, Entry>({ max: options.max, ttl: options.ttlMs })
      : null;
  }

  /**
   * The cached result under `key`, or the result of `load` (stored when no invalidation happened meanwhile). A
   * 预览's reads neither use nor fill the cache: what they answer may be a draft.
   */
  read<T>(key: string, tags: readonly CacheTag[], load: () => Promise<T>): Promise<T> {
    const entries = this.#entries;
    if (!entries || isPreviewing()) return load();
    const hit = entries.get(key);
    if (hit) {
      this.#hits += 1;
      return Promise.resolve(hit.value as T);
    }
    const pending = this.#pending.get(key);
    if (pending && pending.generation === this.#generation) {
      this.#hits += 1;
      return pending.promise as Promise<T>;
    }
    this.#misses += 1;
    const generation = this.#generation;
    const promise = load().then(
      (value) => {
        if (generation === this.#generation) entries.set(key, { value, tags });
        this.#settle(key, promise);
        return value;
      },
      (error: unknown) => {
        this.#settle(key, promise);
        throw error;
      },
    );
    this.#pending.set(key, { generation, promise });
    return promise;
  }

  /** Drops every cached read that depends on one of `tags`, and keeps running reads from being stored. */
  invalidate(tags: readonly CacheTag[]): void {
    const entries = this.#entries;
    if (!entries || tags.length === 0) return;
    this.#generation += 1;
    for (const [key, entry] of entries.entries()) {
      if (entry.tags.some((tag) => tags.includes(tag))) entries.delete(key);
    }
  }

  /** Drops every cached read, and keeps running reads from being stored: content was published or taken down. */
  invalidateAll(): void {
    if (!this.#entries) return;
    this.#generation += 1;
    this.#entries.clear();
  }

  /** How many results are stored. */
  get size(): number {
    return this.#entries?.size ?? 0;
  }

  /** Reads answered from memory (stored or already running) and reads that went to the database, since start. */
  get counts(): { hits: number; misses: number } {
    return { hits: this.#hits, misses: this.#misses };
  }

  #settle(key: string, promise: Promise<unknown>): void {
    if (this.#pending.get(key)?.promise === promise) this.#pending.delete(key);
  }
}
