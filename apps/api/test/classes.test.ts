import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApi, type TestApi } from './build-test-api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await buildTestApi();
});
afterAll(() => api.close());

const get = async (url: string) => {
  const response = await api.app.inject({ url });
  return { status: response.statusCode, json: response.json() };
};

describe('open classes page', () => {
  it('pages through all twenty classes, and each category holds its own', async () => {
    const first = (await get('/roadshow/classroom/getClassroomPage?tab=1&lang=en')).json.result;
    expect(first.total).toBe(20);
    expect(first.classList).toHaveLength(12);
    const second = (await get('/roadshow/classroom/getClassroomPage?tab=1&page=2&lang=en')).json.result;
    expect(second.classList).toHaveLength(8);
    const ids = [...first.classList, ...second.classList].map((c: { activityId: number }) => c.activityId);
    expect(new Set(ids).size).toBe(20);
    const perTab = await Promise.all(
      [2, 3, 4].map(
        async (tab) => (await get(`/roadshow/classroom/getClassroomPage?tab=${tab}&lang=en`)).json.result.total,
      ),
    );
    expect(perTab.reduce((a: number, b: number) => a + b, 0)).toBe(20);
    expect(perTab.every((n: number) => n > 0)).toBe(true);
  });

  it('refuses a tab that does not exist', async () => {
    const answer = await get('/roadshow/classroom/getClassroomPage?tab=9&lang=en');
    expect(answer.status).toBe(400);
    expect(answer.json.errorCode).toBe('BAD_REQUEST');
  });
});
