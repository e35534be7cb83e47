import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { phone360 } from '../internal/storybook/phone360';
import { FilterChips, type FilterChipsProps } from './FilterChips';

const categories = [
  { id: 1, name: '数字绘画' },
  { id: 2, name: '动态影像' },
  { id: 3, name: '交互装置' },
  { id: 4, name: '三维建模' },
];

/** Chooses as the page would: the value follows the chip clicked. */
function Controlled(props: FilterChipsProps) {
  const [value, setValue] = useState(props.value);
  return (
    <FilterChips
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  tags: ['autodocs'],
  title: 'ui-shell/Forms/FilterChips',
  component: FilterChips,
  args: { label: '作品类别', options: categories, value: '', onChange: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof FilterChips>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 全部 chosen; choosing a category presses its chip and calls `onChange` with its id. */
export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const group = canvas.getByRole('group', { name: '作品类别' });
    await expect(canvas.getByRole('button', { name: '全部' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: '动态影像' }));
    await expect(args.onChange).toHaveBeenCalledWith('2');
    await expect(canvas.getByRole('button', { name: '动态影像' })).toHaveAttribute('aria-pressed', 'true');
    await expect(group).toBeInTheDocument();
  },
};

/** A category chosen (from the URL). */
export const Selected: Story = {
  args: { value: '3' },
};

/** No categories loaded yet, or none at all: 全部 alone. */
export const Empty: Story = {
  args: { options: [] },
};

/** Many long Chinese names wrap onto more rows. */
export const LongChineseText: Story = {
  args: {
    label: '作品形式',
    options: [
      { id: 1, name: '沉浸式多媒体交互装置' },
      { id: 2, name: '虚拟现实与增强现实作品' },
      { id: 3, name: '人工智能生成艺术' },
      { id: 4, name: '数字雕塑与三维建模' },
      { id: 5, name: '动态影像与实验动画' },
      { id: 6, name: '新媒体公共艺术' },
    ],
  },
};

/** On a 360 px phone the chips wrap and nothing overflows. */
export const Phone: Story = {
  ...LongChineseText,
  globals: phone360,
  play: async ({ canvasElement }) => {
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};
