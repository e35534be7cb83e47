import { isApiError } from '@art-portal/api-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { portalApi } from '../src/api/portalApi';
import { selectIsLoading } from '../src/slices/loadingSlice';
import { loggedIn, selectIsLoggedIn } from '../src/slices/sessionSlice';
import { selectUserInfo } from '../src/user/selectUserInfo';
import { startContractServer, ok, type ContractServer, type Route } from './support/contractServer';
import { createTestStore } from './support/createTestStore';
import { activity, banners, comment, course, entry, registeredUserInfo } from './support/fixtures';

let server: ContractServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function setup(routes: Record<string, Route>) {
  server = await startContractServer(routes);
  return { server, ...createTestStore({ baseURL: server.baseURL }) };
}

const notLoggedIn = { body: { code: 10001, msg: '未登录，请重新登录' } };
const needsToken =
  (route: Route): Route =>
  (request) =>
    request.authorization === 'Bearer good-token' ? route(request) : notLoggedIn;

describe('portalApi over the real api-client', () => {
  it('answers with the envelope data and deduplicates and caches identical queries', async () => {
    const { store, server } = await setup({ 'POST /portal/banner/selectList': () => ok(banners) });
    const first = store.dispatch(portalApi.endpoints.homeListBanners.initiate());
    const second = store.dispatch(portalApi.endpoints.homeListBanners.initiate());
    const [a, b] = await Promise.all([first, second]);
    expect(a.data).toEqual(banners);
    expect(b.data).toEqual(banners);

    const third = await store.dispatch(portalApi.endpoints.homeListBanners.initiate());
    expect(third.data).toEqual(banners);
    expect(server.count('POST /portal/banner/selectList')).toBe(1);
    [first, second].forEach((subscription) => subscription.unsubscribe());
  });

  it('caches per argument: a different page is a different request', async () => {
    const { store, server } = await setup({
      'POST /portal/pass/course/selectByPageList': (request) => {
        const { pageNum } = request.body as { pageNum: number };
        return ok({ rows: [course(pageNum, false)], total: 2 });
      },
    });
    const page1 = await store.dispatch(portalApi.endpoints.coursesList.initiate({ pageNum: 1, pageSize: 1 }));
    const page2 = await store.dispatch(portalApi.endpoints.coursesList.initiate({ pageNum: 2, pageSize: 1 }));
    await store.dispatch(portalApi.endpoints.coursesList.initiate({ pageNum: 1, pageSize: 1 }));
    expect(page1.data?.rows[0]?.id).toBe(1);
    expect(page2.data?.rows[0]?.id).toBe(2);
    expect(server.requests.map((request) => request.body)).toEqual([
      { pageNum: 1, pageSize: 1 },
      { pageNum: 2, pageSize: 1 },
    ]);
  });

  it("yields the client's ApiError for a business error", async () => {
    const { store } = await setup({
      'GET /portal/production/getInfo': () => ({ body: { code: 500, msg: '作品不存在' } }),
    });
    const result = await store.dispatch(portalApi.endpoints.artworksGet.initiate({ id: 7 }));
    expect(isApiError(result.error)).toBe(true);
    expect(result.error).toMatchObject({ kind: 'business', message: '作品不存在', code: 500 });
    expect(result.isError).toBe(true);
  });

  it('yields a server ApiError for an HTTP 500 and a network ApiError when nothing answers', async () => {
    const { store, server } = await setup({
      'GET /portal/production/getAnoList': () => ({ status: 500, body: { code: 500, msg: 'boom' } }),
    });
    const failed = await store.dispatch(portalApi.endpoints.artworksListRelated.initiate({ id: 1 }));
    expect(failed.error).toMatchObject({ kind: 'server', status: 500 });

    await server.close();
    const unreachable = await store.dispatch(
      portalApi.endpoints.newsList.initiate({ pageNum: 1, pageSize: 10 }),
    );
    expect(unreachable.error).toMatchObject({ kind: 'network' });
    expect(isApiError(unreachable.error)).toBe(true);
  });

  it('refetches the course comments after submitCourseComment, and only that course', async () => {
    const comments = new Map<string, ReturnType<typeof comment>[]>([
      ['1', [comment(1, 1, '第一条')]],
      ['2', [comment(2, 2, '另一门课')]],
    ]);
    const { store, server } = await setup({
      'GET /portal/pass/courseComment/list': (request) => {
        const rows = comments.get(request.query.courseId ?? '') ?? [];
        return ok({ rows, total: rows.length });
      },
      'POST /portal/courseComment/submit': needsToken((request) => {
        const { courseId, content } = request.body as { courseId: number; content: string };
        comments.get(String(courseId))?.push(comment(3, courseId, content));
        return ok();
      }),
    });
    store.dispatch(loggedIn('good-token', { remember: false }));
    const course1 = store.dispatch(
      portalApi.endpoints.coursesListComments.initiate({ courseId: 1, pageNum: 1, pageSize: 10 }),
    );
    const course2 = store.dispatch(
      portalApi.endpoints.coursesListComments.initiate({ courseId: 2, pageNum: 1, pageSize: 10 }),
    );
    await Promise.all([course1, course2]);

    const submitted = await store.dispatch(
      portalApi.endpoints.coursesComment.initiate({ courseId: 1, content: '很有收获' }),
    );
    expect(submitted.error).toBeUndefined();
    await vi.waitFor(() => expect(server.count('GET /portal/pass/courseComment/list')).toBe(3), {
      timeout: 10_000,
    });
    await vi.waitFor(
      () =>
        expect(
          portalApi.endpoints.coursesListComments
            .select({ courseId: 1, pageNum: 1, pageSize: 10 })(store.getState())
            .data?.rows.map((row) => row.content),
        ).toEqual(['第一条', '很有收获']),
      { timeout: 10_000 },
    );
    expect(server.requests.filter((request) => request.query.courseId === '2')).toHaveLength(1);
    course1.unsubscribe();
    course2.unsubscribe();
  });

  it('refetches the course after checkInCourse, with the bearer token', async () => {
    let checkedIn = false;
    const { store, server } = await setup({
      'GET /portal/pass/course/selectById': () => ok(course(5, checkedIn)),
      'POST /portal/course/checkIn': needsToken(() => {
        checkedIn = true;
        return ok();
      }),
    });
    store.dispatch(loggedIn('good-token', { remember: false }));
    const subscription = store.dispatch(portalApi.endpoints.coursesGet.initiate({ id: 5 }));
    expect((await subscription).data?.checkedIn).toBe(false);

    await store.dispatch(portalApi.endpoints.coursesCheckIn.initiate({ courseId: 5 }));
    await vi.waitFor(
      () =>
        expect(portalApi.endpoints.coursesGet.select({ id: 5 })(store.getState()).data?.checkedIn).toBe(true),
      { timeout: 10_000 },
    );
    expect(server.requests.find((request) => request.path === '/portal/course/checkIn')?.authorization).toBe(
      'Bearer good-token',
    );
    subscription.unsubscribe();
  });

  it('refetches the entries and the activity after attendActivity', async () => {
    const entries: string[] = [];
    const { store, server } = await setup({
      'POST /portal/pass/activityCustomerInfo/selectPageList': () =>
        ok({
          rows: entries.map((title, index) => ({ ...entry, id: index + 1, title })),
          total: entries.length,
        }),
      'GET /portal/pass/activity/selectById': () =>
        ok({ ...activity, attended: entries.length > 0, entryCount: entries.length }),
      'POST /portal/activityCustomerInfo/attend': needsToken((request) => {
        entries.push((request.body as { title: string }).title);
        return ok();
      }),
    });
    store.dispatch(loggedIn('good-token', { remember: false }));
    const list = store.dispatch(
      portalApi.endpoints.activitiesListEntries.initiate({ activityId: 3, pageNum: 1, pageSize: 12 }),
    );
    const detail = store.dispatch(portalApi.endpoints.activitiesGet.initiate({ id: '3' }));
    await Promise.all([list, detail]);

    await store.dispatch(
      portalApi.endpoints.activitiesAttend.initiate({
        activityId: 3,
        title: '光之城',
        description: '<p>作品</p>',
        fileUrls: [],
      }),
    );
    await vi.waitFor(
      () => {
        const state = store.getState();
        expect(portalApi.endpoints.activitiesGet.select({ id: '3' })(state).data?.attended).toBe(true);
        expect(
          portalApi.endpoints.activitiesListEntries
            .select({ activityId: 3, pageNum: 1, pageSize: 12 })(state)
            .data?.rows.map((row) => row.title),
        ).toEqual(['光之城']);
      },
      { timeout: 10_000 },
    );
    expect(server.count('GET /portal/pass/activity/selectById')).toBe(2);
    list.unsubscribe();
    detail.unsubscribe();
  });

  it('reads the user info from the getUserInfo cache and asks again after updateUserInfo', async () => {
    let info = registeredUserInfo;
    const { store, server } = await setup({
      'POST /portal/customer/selectInfo': needsToken(() => ok(info)),
      'POST /portal/customer/updateInfo': needsToken((request) => {
        info = { ...info, ...(request.body as object), authStatus: 0 };
        return ok();
      }),
    });
    store.dispatch(loggedIn('good-token', { remember: false }));
    const subscription = store.dispatch(portalApi.endpoints.customerGetInfo.initiate());
    await subscription;
    expect(selectUserInfo(store.getState())).toEqual(registeredUserInfo);

    await store.dispatch(
      portalApi.endpoints.customerUpdateInfo.initiate({
        name: '王芳',
        authProject: 1,
        authOrg: '美院',
        studentCode: 'S1',
      }),
    );
    await vi.waitFor(
      () => expect(selectUserInfo(store.getState())).toMatchObject({ name: '王芳', authStatus: 0 }),
      { timeout: 10_000 },
    );
    expect(server.count('POST /portal/customer/selectInfo')).toBe(2);
    subscription.unsubscribe();
  });

  it('does not refetch when the mutation failed', async () => {
    const { store, server } = await setup({
      'GET /portal/pass/courseComment/list': () => ok({ rows: [], total: 0 }),
      'POST /portal/courseComment/submit': () => ({ body: { code: 500, msg: '评论内容不能为空' } }),
    });
    const subscription = store.dispatch(
      portalApi.endpoints.coursesListComments.initiate({ courseId: 1, pageNum: 1, pageSize: 10 }),
    );
    await subscription;
    const result = await store.dispatch(
      portalApi.endpoints.coursesComment.initiate({ courseId: 1, content: '' }),
    );
    expect(result.error).toMatchObject({ kind: 'business', message: '评论内容不能为空' });
    expect(server.count('GET /portal/pass/courseComment/list')).toBe(1);
    subscription.unsubscribe();
  });

  it('on 10001 the token is cleared, the session ends and the loading handle closes, whatever still runs', async () => {
    let answerComment: (() => void) | undefined;
    const { store, callbacks, tokenStorage, storages } = await setup({
      'POST /portal/customerMessage/myList': needsToken(() => ok({ rows: [], total: 0 })),
      'POST /portal/courseComment/submit': () =>
        new Promise((resolve) => (answerComment = () => resolve(ok()))),
    });
    store.dispatch(loggedIn('expired-token', { remember: true }));
    const request = store.dispatch(portalApi.endpoints.messagesList.initiate({ pageNum: 1, pageSize: 10 }));
    const comment = store.dispatch(
      portalApi.endpoints.coursesComment.initiate({ courseId: 1, content: '好' }),
    );
    expect(selectIsLoading(store.getState())).toBe(true);
    await expect(request.unwrap()).rejects.toMatchObject({ kind: 'unauthenticated', notified: true });
    expect(tokenStorage.get()).toBeNull();
    expect(storages.local.getItem('art-portal-token')).toBeNull();
    expect(selectIsLoggedIn(store.getState())).toBe(false);
    expect(selectIsLoading(store.getState())).toBe(false);
    expect(callbacks.unauthenticated).toBe(1);
    expect(callbacks.notices).toContainEqual({ level: 'error', message: '未登录，请重新登录' });

    await vi.waitFor(() => expect(answerComment).toBeDefined(), { timeout: 10_000 });
    answerComment?.();
    await comment;
    expect(selectIsLoading(store.getState())).toBe(false);
    request.unsubscribe();
  });

  it('login-only queries fail without a request while logged out', async () => {
    const { store, server, callbacks } = await setup({
      'POST /portal/customerMessage/myList': needsToken(() => ok({ rows: [], total: 0 })),
      'POST /portal/customer/selectInfo': needsToken(() => ok(registeredUserInfo)),
    });
    const messages = await store.dispatch(
      portalApi.endpoints.messagesList.initiate({ pageNum: 1, pageSize: 10 }),
    );
    const info = await store.dispatch(portalApi.endpoints.customerGetInfo.initiate());
    expect(messages.error).toMatchObject({ kind: 'unauthenticated' });
    expect(isApiError(info.error)).toBe(true);
    expect(server.requests).toHaveLength(0);
    expect(callbacks.notices).toHaveLength(0);

    store.dispatch(loggedIn('good-token', { remember: false }));
    const again = await store.dispatch(
      portalApi.endpoints.customerGetInfo.initiate(undefined, { forceRefetch: true }),
    );
    expect(again.data).toEqual(registeredUserInfo);
  });

  it('logout ends the session and drops the cached server data', async () => {
    const { store, server, tokenStorage, storages } = await setup({
      'POST /portal/banner/selectList': () => ok(banners),
      'POST /portal/customer/logout': needsToken(() => ok()),
    });
    store.dispatch(loggedIn('good-token', { remember: true }));
    await store.dispatch(portalApi.endpoints.homeListBanners.initiate());
    expect(portalApi.endpoints.homeListBanners.select()(store.getState()).data).toEqual(banners);

    await store.dispatch(portalApi.endpoints.customerLogout.initiate());
    expect(server.count('POST /portal/customer/logout')).toBe(1);
    expect(selectIsLoggedIn(store.getState())).toBe(false);
    expect(tokenStorage.get()).toBeNull();
    expect(storages.local.getItem('art-portal-token')).toBeNull();
    await vi.waitFor(
      () => expect(portalApi.endpoints.homeListBanners.select()(store.getState()).data).toBeUndefined(),
      { timeout: 10_000 },
    );
  });

  it('login refetches user-specific data with the new token', async () => {
    const { store, server } = await setup({
      'GET /portal/pass/course/selectById': (request) =>
        ok(course(9, request.authorization === 'Bearer good-token')),
    });
    const subscription = store.dispatch(portalApi.endpoints.coursesGet.initiate({ id: 9 }));
    expect((await subscription).data?.checkedIn).toBe(false);

    store.dispatch(loggedIn('good-token', { remember: false }));
    await vi.waitFor(
      () =>
        expect(portalApi.endpoints.coursesGet.select({ id: 9 })(store.getState()).data?.checkedIn).toBe(true),
      { timeout: 10_000 },
    );
    expect(server.count('GET /portal/pass/course/selectById')).toBe(2);
    subscription.unsubscribe();
  });
});
