import { describe, expect, it } from 'vitest';
import { cooperationScenarioAt, cooperationScenarios } from './cooperationContent';

describe('产业合作’s scenarios', () => {
  it('take their names, paths, eyebrows and titles from the nav’s labels, in its order', () => {
    expect(
      cooperationScenarios.map(({ name, path, content }) => [name, path, content.eyebrow, content.title]),
    ).toEqual([
      ['文化旅游', '/cooperation/wl', '产业合作 · 场景一', '文化旅游'],
      ['品牌推广', '/cooperation/brand', '产业合作 · 场景二', '品牌推广'],
      ['城市更新', '/cooperation/city', '产业合作 · 场景三', '城市更新'],
      ['乡村振兴', '/cooperation/village', '产业合作 · 场景四', '乡村振兴'],
      ['科技艺术表达', '/cooperation/science', '产业合作 · 场景五', '科技艺术表达'],
    ]);
  });

  it('show a path’s own scenario, and the first for any other', () => {
    expect(cooperationScenarioAt('/cooperation/city').content.lead).toMatch(/^老厂房/);
    expect(cooperationScenarioAt('/cooperation/index').name).toBe('文化旅游');
  });
});
