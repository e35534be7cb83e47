import { describe, expect, it } from 'vitest';
import { describeChange } from './describeChange';

describe('describeChange', () => {
  it('lists only the fields whose value changed, with both values as text', () => {
    expect(
      describeChange(
        { title: '旧标题', status: '草稿', views: 3, tags: ['a'] },
        { title: '新标题', status: '已发布', views: 3, tags: ['a', 'b'] },
      ),
    ).toEqual([
      { field: 'title', before: '旧标题', after: '新标题' },
      { field: 'status', before: '草稿', after: '已发布' },
      { field: 'tags', before: '["a"]', after: '["a","b"]' },
    ]);
  });

  it('shows a 新建 as every field coming from empty, and a 删除 as every field going', () => {
    expect(describeChange(null, { title: 'T' })).toEqual([{ field: 'title', before: '（空）', after: 'T' }]);
    expect(describeChange({ title: 'T', body: '' }, null)).toEqual([
      { field: 'title', before: 'T', after: '（空）' },
    ]);
  });
});
