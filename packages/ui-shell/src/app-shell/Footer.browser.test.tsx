import { render } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { installDevice, type InstalledDevice } from '../device/installDevice';
import { ThemeProvider } from '@mui/material/styles';
import { createPortalTheme } from '../theme/createPortalTheme';
import { Footer } from './Footer';

let device: InstalledDevice | undefined;
afterEach(() => device?.dispose());

it('keeps its text at 14 px on a dense screen, whose body text is 12 × devicePixelRatio px', () => {
  device = installDevice(window);
  expect(document.body.style.fontSize).toBe('24px');
  const { getByRole, getByText } = render(
    <ThemeProvider theme={createPortalTheme()}>
      <Footer links={[{ label: '关于我们', href: '/aboutUs' }]} copyright="© 数字艺术门户" />
    </ThemeProvider>,
  );
  expect(getComputedStyle(getByRole('link', { name: '关于我们' })).fontSize).toBe('14px');
  expect(getComputedStyle(getByText('© 数字艺术门户')).fontSize).toBe('14px');
});
