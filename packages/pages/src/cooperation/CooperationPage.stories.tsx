import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { expectShown, phone } from '../../.storybook/plays';
import { CooperationPage } from './CooperationPage';

const meta = {
  title: 'Pages/产业合作',
  component: CooperationPage,
  parameters: { route: '/cooperation/wl' },
} satisfies Meta<typeof CooperationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 文化旅游; the scenario links switch between the five scenarios. */
export const CulturalTourism: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectShown(canvas, '夜游经济的光影引擎');
    const scenarios = within(canvas.getByRole('navigation', { name: '合作场景' }));
    await expect(scenarios.getByRole('link', { name: '文化旅游' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(scenarios.getByRole('link', { name: '品牌推广' }));
    await expectShown(canvas, '艺术家联名共创');
  },
};

export const BrandPromotion: Story = {
  parameters: { route: '/cooperation/brand' },
  play: async ({ canvasElement }) => expectShown(within(canvasElement), '艺术家联名共创'),
};

export const CityRenewal: Story = {
  parameters: { route: '/cooperation/city' },
  play: async ({ canvasElement }) => expectShown(within(canvasElement), '工业遗存的再生'),
};

export const RuralRevitalisation: Story = {
  parameters: { route: '/cooperation/village' },
  play: async ({ canvasElement }) => expectShown(within(canvasElement), '非遗手艺的数字新生'),
};

export const ScienceAndArt: Story = {
  parameters: { route: '/cooperation/science' },
  play: async ({ canvasElement }) => expectShown(within(canvasElement), '科研成果的艺术转译'),
};

export const Phone: Story = {
  globals: phone,
  play: async ({ canvasElement }) => expectShown(within(canvasElement), '夜游经济的光影引擎'),
};
