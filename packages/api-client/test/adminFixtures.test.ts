import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { findAdminRoute } from '../src/admin/index';
import { adminSampleAnswers } from '../src/fixtures/index';

describe('adminSampleAnswers', () => {
  it.each(Object.entries(adminSampleAnswers))("%s matches its route's data schema", (name, answer) => {
    const route = findAdminRoute(name);
    expect(route).toBeDefined();
    const errors = route
      ? [...Value.Errors(route.data, answer)].map((e) => `${e.instancePath} ${e.message}`)
      : [];
    expect(errors).toEqual([]);
  });
});
