import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { brokenPicture, svgPicture } from '../internal/storybook/fixtures';
import { phone360 } from '../internal/storybook/phone360';
import { PageHero } from './PageHero';

const meta = {
  tags: ['autodocs'],
  title: 'ui-shell/Layout/PageHero',
  component: PageHero,
  args: { title: '数字作品', eyebrow: 'DIGITAL WORKS', subtitle: '汇聚院校师生与独立艺术家的数字艺术创作。' },
} satisfies Meta<typeof PageHero>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page's name over generated art, the eyebrow above it and a line of introduction. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '数字作品' })).toBeInTheDocument();
  },
};

/** Each of the theme's art palettes gives the band its colours. */
export const Palettes: Story = {
  render: (args) => (
    <>
      {(['aurora', 'dusk', 'ocean', 'jade', 'ember', 'ink'] as const).map((palette) => (
        // Each in a section of its own, as on a page: a header outside one is the document's banner, and six banners fail axe.
        <section key={palette} aria-label={palette}>
          <PageHero {...args} title={`${args.title}（${palette}）`} palette={palette} />
        </section>
      ))}
    </>
  ),
};

/** A picture instead of the generated art. */
export const WithImage: Story = {
  args: { image: svgPicture('封面', '#1f4fd1', 1600, 600) },
};

/** A picture that fails to load leaves the dark band and its text. */
export const BrokenImage: Story = {
  args: { image: brokenPicture },
};

/** The title only: no eyebrow and no introduction. */
export const TitleOnly: Story = {
  args: { eyebrow: undefined, subtitle: undefined },
};

/** A long Chinese title and introduction wrap inside the band. */
export const LongChineseText: Story = {
  args: {
    title: '第十二届全国高校数字艺术设计大赛优秀作品巡回展暨学术研讨会',
    subtitle:
      '本次巡回展汇集了来自全国两百余所高校的一千二百余件数字艺术作品，涵盖交互装置、动态影像、虚拟现实与生成艺术等多个门类，并将在北京、上海、广州、成都四地依次展出。',
  },
};

/** On a 360 px phone the band is 220 px high at least and nothing overflows. */
export const Phone: Story = {
  ...LongChineseText,
  globals: phone360,
  play: async ({ canvasElement }) => {
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};
