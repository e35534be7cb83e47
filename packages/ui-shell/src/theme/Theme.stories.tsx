import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { lightness } from '../internal/storybook/lightness';

function ThemeSample() {
  const theme = useTheme();
  return (
    <Box sx={{ p: '24px', bgcolor: 'background.default', color: 'text.primary' }}>
      <Box sx={{ bgcolor: 'hero.background', color: 'hero.contrastText', p: '32px', mb: '24px' }}>
        <Typography variant="h1">数字艺术门户</Typography>
        <Typography variant="h3" component="p" sx={{ color: 'hero.accent' }}>
          亚洲数字艺术展
        </Typography>
      </Box>
      {(['h2', 'h4', 'h6', 'body1', 'body2', 'caption'] as const).map((variant) => (
        <Typography key={variant} variant={variant} component="p" data-variant={variant}>
          {variant} · {String(theme.typography[variant].fontSize)} · 艺术作品
        </Typography>
      ))}
      <Box sx={{ display: 'flex', gap: '8px', mt: '16px' }}>
        <Button variant="contained">提交</Button>
        <Button variant="outlined" color="secondary">
          重试
        </Button>
      </Box>
    </Box>
  );
}

const meta = { title: 'ui-shell/Theme', tags: ['autodocs'], component: ThemeSample } satisfies Meta<
  typeof ThemeSample
>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Light theme: every size in px, so the viewport-based root font size does not scale it. */
export const Light: Story = {
  play: async ({ canvasElement }) => {
    const sample = canvasElement.querySelector('[data-variant="body1"]');
    await expect(sample).toHaveTextContent('16px');
  },
};

/** Dark theme: light text on a dark page, the same px sizes. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const sample = canvasElement.querySelector('[data-variant="body1"]');
    await expect(sample).toHaveTextContent('16px');
    if (!sample) return;
    await expect(lightness(getComputedStyle(sample).color)).toBeGreaterThan(0.75);
    const page = getComputedStyle(canvasElement.ownerDocument.body);
    await expect(lightness(page.backgroundColor)).toBeLessThan(0.25);
  },
};
