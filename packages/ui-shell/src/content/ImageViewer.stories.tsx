import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { brokenPicture, sampleArtworks } from '../internal/storybook/fixtures';
import { ImageViewer, type ImageViewerProps } from './ImageViewer';
import { phone360 } from '../internal/storybook/phone360';

const images = sampleArtworks.slice(0, 3).map((artwork) => ({ src: artwork.cover, alt: artwork.title }));

/** Keeps the shown index in state, as a page would. */
function ControlledViewer(props: ImageViewerProps) {
  const [index, setIndex] = useState(props.index);
  return (
    <ImageViewer
      {...props}
      index={index}
      onIndexChange={(next) => {
        props.onIndexChange(next);
        setIndex(next);
      }}
    />
  );
}

const meta = {
  tags: ['autodocs'],
  title: 'ui-shell/Content/ImageViewer',
  component: ImageViewer,
  args: { open: true, images, index: 0, onIndexChange: fn(), onClose: fn() },
  render: (args) => <ControlledViewer {...args} />,
  parameters: { docs: { story: { height: '560px' } } },
} satisfies Meta<typeof ImageViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

function stage(canvasElement: HTMLElement) {
  return within(canvasElement.ownerDocument.body);
}

/** A screen reader meets a modal dialog named by the picture shown, with the focus inside it. */
export const ModalDialog: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const body = stage(canvasElement);
    const dialog = await body.findByRole('dialog', { name: '数字作品 1' });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await waitFor(() =>
      expect(dialog).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement),
    );
    await userEvent.keyboard('{ArrowRight}');
    await expect(await body.findByRole('dialog', { name: '数字作品 2' })).toBeInTheDocument();
  },
};

/** Arrow keys page through, + and - zoom, Esc closes. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args, userEvent }) => {
    const body = stage(canvasElement);
    await body.findByRole('img', { name: '数字作品 1' });
    await userEvent.keyboard('{ArrowRight}');
    await expect(await body.findByRole('img', { name: '数字作品 2' })).toBeInTheDocument();
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(1);
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(await body.findByRole('img', { name: '数字作品 3' })).toBeInTheDocument();
    await userEvent.keyboard('+');
    await waitFor(() =>
      expect(body.getByRole('img', { name: '数字作品 3' }).style.transform).toContain('scale(1.5)'),
    );
    await userEvent.keyboard('-');
    await waitFor(() =>
      expect(body.getByRole('img', { name: '数字作品 3' }).style.transform).toContain('scale(1)'),
    );
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** Buttons zoom; dragging pans a zoomed picture. */
export const ZoomAndPan: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const body = stage(canvasElement);
    const img = await body.findByRole('img', { name: '数字作品 1' });
    await userEvent.click(body.getByRole('button', { name: '放大' }));
    await waitFor(() => expect(img.style.transform).toContain('scale(1.5)'));
    const surface = body.getByTestId('image-viewer-stage');
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: surface, coords: { clientX: 200, clientY: 200 } },
      { target: surface, coords: { clientX: 260, clientY: 230 } },
      { keys: '[/MouseLeft]', target: surface, coords: { clientX: 260, clientY: 230 } },
    ]);
    await waitFor(() => expect(img.style.transform).toContain('translate(60px, 30px)'));
  },
};

/** A horizontal swipe moves to the next picture. */
export const Swipe: Story = {
  play: async ({ canvasElement, args, userEvent }) => {
    const body = stage(canvasElement);
    await body.findByRole('img', { name: '数字作品 1' });
    const surface = body.getByTestId('image-viewer-stage');
    await userEvent.pointer([
      { keys: '[TouchA>]', target: surface, coords: { clientX: 300, clientY: 200 } },
      { pointerName: 'TouchA', target: surface, coords: { clientX: 150, clientY: 205 } },
      { keys: '[/TouchA]', target: surface, coords: { clientX: 150, clientY: 205 } },
    ]);
    await waitFor(() => expect(args.onIndexChange).toHaveBeenCalledWith(1));
  },
};

/** A picture that fails to load: a quiet placeholder on the dark stage, named like the picture. */
export const BrokenPicture: Story = {
  args: { images: [{ src: brokenPicture, alt: '数字作品 1' }] },
  play: async ({ canvasElement }) => {
    const page = stage(canvasElement);
    await waitFor(() => expect(page.getByTestId('image-viewer-stage').querySelector('img')).toBeNull());
    await expect(page.getByRole('img', { name: '数字作品 1' })).toBeVisible();
  },
};

/** One picture: no 上一张 or 下一张, the counter says 1 / 1, and 缩小 is off until it is zoomed in. */
export const SinglePicture: Story = {
  args: { images: images.slice(0, 1) },
  play: async ({ canvasElement }) => {
    const body = stage(canvasElement);
    const dialog = await body.findByRole('dialog', { name: '数字作品 1' });
    await expect(within(dialog).queryByRole('button', { name: '上一张' })).not.toBeInTheDocument();
    await expect(within(dialog).queryByRole('button', { name: '下一张' })).not.toBeInTheDocument();
    await expect(dialog).toHaveTextContent('1 / 1');
    await expect(within(dialog).getByRole('button', { name: '缩小' })).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: '放大' })).toBeEnabled();
  },
};

/** A 360×740 phone: the picture and every control on the screen, no control over another. */
export const OnPhone: Story = {
  globals: phone360,
  play: async ({ canvasElement }) => {
    const page = canvasElement.ownerDocument.documentElement;
    await expect([page.clientWidth, page.clientHeight]).toEqual([360, 740]);
    const dialog = await stage(canvasElement).findByRole('dialog', { name: '数字作品 1' });
    const picture = within(dialog).getByRole('img', { name: '数字作品 1' });
    await waitFor(() => expect(picture.getBoundingClientRect().width).toBeGreaterThan(0));
    const onScreen = (rect: DOMRect) =>
      rect.left >= 0 && rect.top >= 0 && rect.right <= page.clientWidth && rect.bottom <= page.clientHeight;
    await expect(onScreen(picture.getBoundingClientRect())).toBe(true);
    const controls = ['关闭', '缩小', '放大', '上一张', '下一张'].map((name) =>
      within(dialog).getByRole('button', { name }).getBoundingClientRect(),
    );
    for (const [index, rect] of controls.entries()) {
      await expect(onScreen(rect)).toBe(true);
      for (const other of controls.slice(index + 1))
        await expect(
          rect.left < other.right &&
            other.left < rect.right &&
            rect.top < other.bottom &&
            other.top < rect.bottom,
        ).toBe(false);
    }
  },
};

/**
 * A picture with IIIF tiles: OpenSeadragon over a small generated level-0 pyramid (1000 × 640, 256 px tiles, made by
 * sharp's `iiif3` layout, in the Storybook's static files). + zooms in, the scale is shown in percent of the
 * picture's own pixels, 0 goes back to the whole picture.
 */
export const DeepZoom: Story = {
  args: {
    images: [
      {
        src: 'iiif/deep-zoom-demo/full/125,80/0/default.jpg',
        alt: '生成的色块（切片）',
        service: 'iiif/deep-zoom-demo',
      },
    ],
  },
  play: async ({ canvasElement, userEvent }) => {
    const body = stage(canvasElement);
    await expect(await body.findByTestId('deep-zoom-stage')).toBeInTheDocument();
    const level = await body.findByTestId('zoom-level', undefined, { timeout: 10_000 });
    const percent = () => Number(level.textContent?.replace('%', ''));
    await waitFor(() => expect(percent()).toBeGreaterThan(0));
    const whole = percent();
    await userEvent.keyboard('+');
    await waitFor(() => expect(percent()).toBeGreaterThan(whole));
    await userEvent.click(body.getByRole('button', { name: '全图' }));
    await waitFor(() => expect(percent()).toBe(whole));
    await waitFor(() =>
      expect(body.getByTestId('deep-zoom-stage').querySelector('canvas')).toBeInstanceOf(HTMLCanvasElement),
    );
  },
};
