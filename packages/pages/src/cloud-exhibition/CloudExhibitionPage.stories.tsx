import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  expectBusy,
  expectEmpty,
  expectRetryRecovers,
  expectVisibleSoon,
  phone,
} from '../../.storybook/plays';
import { emptyPage, failingOnce, loading } from '../../.storybook/mocks/storyStates';
import { CloudExhibitionPage } from './CloudExhibitionPage';

const meta = {
  title: 'Pages/云展览',
  component: CloudExhibitionPage,
  parameters: { route: '/cloudExhibition?id=1' },
} satisfies Meta<typeof CloudExhibitionPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 亚洲数字艺术展: the first hall opens; another hall button switches the gallery. */
export const AsianDigitalArt: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectVisibleSoon(await canvas.findByRole('heading', { level: 2, name: '山海展厅' }));
    await userEvent.click(canvas.getByRole('button', { name: /城市展厅/ }));
    await expectVisibleSoon(await canvas.findByRole('heading', { level: 2, name: '城市展厅' }));
  },
};

export const AiDigitalPark: Story = {
  parameters: { route: '/cloudExhibition?id=2' },
  play: async ({ canvasElement }) => {
    await expectVisibleSoon(
      await within(canvasElement).findByRole('heading', { level: 2, name: '算法花园' }),
    );
  },
};

export const Phone: Story = {
  globals: phone,
  play: async ({ canvasElement }) => {
    await expectVisibleSoon(
      await within(canvasElement).findByRole('heading', { level: 2, name: '山海展厅' }),
    );
  },
};

export const Loading: Story = {
  parameters: { msw: loading('exhibitions.listHalls') },
  play: async ({ canvasElement }) => expectBusy(within(canvasElement), '展厅加载中'),
};

export const Empty: Story = {
  parameters: { msw: emptyPage('exhibitions.listHalls') },
  play: async ({ canvasElement }) => expectEmpty(within(canvasElement)),
};

export const ServerError: Story = {
  parameters: { msw: failingOnce('exhibitions.listHalls') },
  play: async ({ canvasElement }) => expectRetryRecovers(within(canvasElement), '未来展厅'),
};

/** An id that is neither exhibition: the page says so (as the title does) instead of showing 亚洲数字艺术展, and links to it. */
export const UnknownExhibition: Story = {
  parameters: { route: '/cloudExhibition?id=3' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectVisibleSoon(await canvas.findByRole('heading', { level: 1, name: '展览不存在' }));
    await expect(canvas.queryByRole('heading', { level: 1, name: '亚洲数字艺术展' })).toBeNull();
    await userEvent.click(canvas.getByRole('link', { name: '查看亚洲数字艺术展' }));
    await expectVisibleSoon(await canvas.findByRole('heading', { level: 1, name: '亚洲数字艺术展' }));
    await expectVisibleSoon(await canvas.findByRole('heading', { level: 2, name: '山海展厅' }));
  },
};

/** No id: the first exhibition, 亚洲数字艺术展, as the title says. */
export const WithoutId: Story = {
  parameters: { route: '/cloudExhibition' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectVisibleSoon(await canvas.findByRole('heading', { level: 1, name: '亚洲数字艺术展' }));
    await expectVisibleSoon(await canvas.findByRole('heading', { level: 2, name: '山海展厅' }));
  },
};

/** An id that is a name every object inherits is no exhibition either. */
export const InheritedNameAsId: Story = {
  parameters: { route: '/cloudExhibition?id=constructor' },
  play: async ({ canvasElement }) => {
    await expectVisibleSoon(
      await within(canvasElement).findByRole('heading', { level: 1, name: '展览不存在' }),
    );
  },
};
