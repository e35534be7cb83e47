import { describe, expect, it } from 'vitest';
import { ReadCache } from './ReadCache';

function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('ReadCache', () => {
  it('loads a key once for concurrent readers and serves the stored result after', async () => {
    const cache = new ReadCache({ ttlMs: 60_000, max: 10 });
    let loads = 0;
    const load = () => Promise.resolve(++loads);
    expect(await Promise.all([cache.read('a', [], load), cache.read('a', [], load)])).toEqual([1, 1]);
    expect(await cache.read('a', [], load)).toBe(1);
    expect(loads).toBe(1);
  });

  it('drops the reads of an invalidated tag and keeps the others', async () => {
    const cache = new ReadCache({ ttlMs: 60_000, max: 10 });
    await cache.read('comments', ['comments'], () => Promise.resolve('old'));
    await cache.read('banners', [], () => Promise.resolve('banners'));
    cache.invalidate(['comments']);
    expect(await cache.read('comments', ['comments'], () => Promise.resolve('new'))).toBe('new');
    expect(await cache.read('banners', [], () => Promise.resolve('other'))).toBe('banners');
  });

  it('does not store or share a read that was running when a write invalidated', async () => {
    const cache = new ReadCache({ ttlMs: 60_000, max: 10 });
    const slow = deferred<string>();
    const before = cache.read('k', ['entries'], () => slow.promise);
    cache.invalidate(['entries']);
    const after = cache.read('k', ['entries'], () => Promise.resolve('after the write'));
    slow.resolve('before the write');
    expect(await before).toBe('before the write');
    expect(await after).toBe('after the write');
    expect(await cache.read('k', ['entries'], () => Promise.resolve('later'))).toBe('after the write');
  });

  it('stores nothing when a load fails, and nothing at all with a TTL of 0', async () => {
    const cache = new ReadCache({ ttlMs: 60_000, max: 10 });
    await expect(cache.read('x', [], () => Promise.reject(new Error('missing')))).rejects.toThrow('missing');
    expect(cache.size).toBe(0);
    const off = new ReadCache({ ttlMs: 0, max: 10 });
    let loads = 0;
    await off.read('a', [], () => Promise.resolve(++loads));
    await off.read('a', [], () => Promise.resolve(++loads));
    expect([off.enabled, loads, off.size]).toEqual([false, 2, 0]);
  });
});
