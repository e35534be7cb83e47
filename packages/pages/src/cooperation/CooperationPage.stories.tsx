import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { editorialPages } from '../../.storybook/mocks/storyStates';
import { expectShown, phone } from '../../.storybook/plays';
import { CooperationPage } from './CooperationPage';

const meta = {
  title: 'Pages/产业合作',
  component: CooperationPage,
  parameters: {
    route: '/cooperation/wl',
    msw: editorialPages({
      cooperationTourism: '文化旅游',
      cooperationBrand: '品牌推广',
      cooperationCity: '城市更新',
      cooperationVillage: '乡村振兴',
      cooperationScience: '科技艺术表达',
    }),
  },
} satisfies Meta<typeof CooperationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 文化旅游; the scenario links switch between the five scenarios. */
export const CulturalTourism: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectShown(canvas, '文化旅游的章节');
    const scenarios = within(canvas.getByRole('navigation', { name: '合作场景' }));
    await expect(scenarios.getByRole('link', { name: '文化旅游' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(scenarios.getByRole('link', { name: '品牌推广' }));
    await expectShown(canvas, '品牌推广的章节');
  },
};

export const BrandPromotion: Story = {
  parameters: { route: '/cooperation/brand' },
  play: async ({ canvasElement }) => expectShown(within(canvasElement), '品牌推广的章节'),
};

export const CityRenewal: Story = {
  parameters: { route: '/cooperation/city' },
  play: async ({ canvasElement }) => expectShown(within(canvasElement), '城市更新的章节'),
};

export const RuralRevitalisation: Story = {
  parameters: { route: '/cooperation/village' },
  play: async ({ canvasElement }) => expectShown(within(canvasElement), '乡村振兴的章节'),
};

export const ScienceAndArt: Story = {
  parameters: { route: '/cooperation/science' },
  play: async ({ canvasElement }) => expectShown(within(canvasElement), '科技艺术表达的章节'),
};

export const Phone: Story = {
  globals: phone,
  play: async ({ canvasElement }) => expectShown(within(canvasElement), '文化旅游的章节'),
};
