import { afterEach, describe, expect, it } from 'vitest';
import { portalApi } from '../src/api/portalApi';
import { closeLoading, selectIsLoading } from '../src/slices/loadingSlice';
import { startContractServer, ok, type ContractServer, type Reply } from './support/contractServer';
import { createTestStore } from './support/createTestStore';
import { banners } from './support/fixtures';

let server: ContractServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** A contract server whose comment submissions wait until the test answers them, each named by its content. */
async function setup() {
  const waiting = new Map<string, (reply: Reply) => void>();
  server = await startContractServer({
    'POST /portal/courseComment/submit': (request) =>
      new Promise<Reply>((resolve) => waiting.set((request.body as { content: string }).content, resolve)),
    'POST /portal/banner/selectList': () => ok(banners),
  });
  const { store } = createTestStore({ baseURL: server.baseURL });
  const submit = (content: string) =>
    store.dispatch(portalApi.endpoints.coursesComment.initiate({ courseId: 1, content }));
  const answer = async (content: string, reply: Reply = ok()) => {
    await expect.poll(() => waiting.has(content)).toBe(true);
    waiting.get(content)?.(reply);
  };
  const isLoading = () => selectIsLoading(store.getState());
  return { store, submit, answer, isLoading };
}

describe('the loading handle', () => {
  it('is held while a blocking action runs and let go when it settles, succeeded or failed', async () => {
    const { submit, answer, isLoading } = await setup();
    expect(isLoading()).toBe(false);

    const sent = submit('好');
    expect(isLoading()).toBe(true);
    await answer('好');
    await sent;
    expect(isLoading()).toBe(false);

    const refused = submit('');
    expect(isLoading()).toBe(true);
    await answer('', { body: { code: 500, msg: '评论内容不能为空' } });
    expect((await refused).error).toMatchObject({ message: '评论内容不能为空' });
    expect(isLoading()).toBe(false);
  });

  it('stays held until the last of several actions settles', async () => {
    const { submit, answer, isLoading } = await setup();
    const first = submit('一');
    const second = submit('二');
    await answer('一');
    await first;
    expect(isLoading()).toBe(true);
    await answer('二');
    await second;
    expect(isLoading()).toBe(false);
  });

  it('is not held by reading: queries show their own loading state', async () => {
    const { store, isLoading } = await setup();
    const banner = store.dispatch(portalApi.endpoints.homeListBanners.initiate());
    expect(isLoading()).toBe(false);
    await banner;
    banner.unsubscribe();
  });

  it('closeLoading lets go at once; what settles afterwards changes nothing, what starts afterwards holds it again', async () => {
    const { store, submit, answer, isLoading } = await setup();
    const early = submit('早');
    store.dispatch(closeLoading());
    expect(isLoading()).toBe(false);

    const late = submit('晚');
    expect(isLoading()).toBe(true);
    await answer('早');
    await early;
    expect(isLoading()).toBe(true);
    await answer('晚');
    await late;
    expect(isLoading()).toBe(false);
  });
});
