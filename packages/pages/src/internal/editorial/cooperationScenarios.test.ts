import { describe, expect, it } from 'vitest';
import { cooperationScenarioAt, cooperationScenarios } from './cooperationScenarios';

describe('产业合作’s scenarios', () => {
  it('take their pages, names and paths from the nav’s labels, in its order', () => {
    expect(cooperationScenarios.map(({ page, name, path }) => [page, name, path])).toEqual([
      ['cooperationTourism', '文化旅游', '/cooperation/wl'],
      ['cooperationBrand', '品牌推广', '/cooperation/brand'],
      ['cooperationCity', '城市更新', '/cooperation/city'],
      ['cooperationVillage', '乡村振兴', '/cooperation/village'],
      ['cooperationScience', '科技艺术表达', '/cooperation/science'],
    ]);
  });

  it('show a path’s own scenario, and the first for any other', () => {
    expect(cooperationScenarioAt('/cooperation/city').page).toBe('cooperationCity');
    expect(cooperationScenarioAt('/cooperation/index').name).toBe('文化旅游');
  });
});
