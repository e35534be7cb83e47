import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { ThemeProvider } from '@mui/material/styles';
import MenuIcon from '@mui/icons-material/Menu';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { userEvent } from 'vitest/browser';
import { describe, expect, it } from 'vitest';
import { ShellRouterProvider } from '../router/ShellRouterContext';
import { useMemoryShellRouter } from '../router/useMemoryShellRouter';
import { createPortalTheme } from '../theme/createPortalTheme';
import { ShellButton } from './ShellButton';

const drawn = [
  'display',
  'boxSizing',
  'width',
  'height',
  'minWidth',
  'paddingTop',
  'paddingRight',
  'paddingBottom',
  'paddingLeft',
  'borderTopWidth',
  'borderTopStyle',
  'borderTopColor',
  'borderTopLeftRadius',
  'fontFamily',
  'fontSize',
  'fontWeight',
  'lineHeight',
  'letterSpacing',
  'textTransform',
  'color',
  'backgroundColor',
  'textDecorationLine',
  'cursor',
  'alignItems',
  'justifyContent',
  'verticalAlign',
] as const;

function look(element: HTMLElement) {
  const style = getComputedStyle(element);
  return Object.fromEntries(drawn.map((property) => [property, style[property]]));
}

function Themed({ children, mode = 'light' }: { children: ReactNode; mode?: 'light' | 'dark' }) {
  return (
    <ThemeProvider theme={createPortalTheme(mode)}>
      <div style={{ color: 'rgb(20, 30, 40)' }}>{children}</div>
    </ThemeProvider>
  );
}

function Routed({ children }: { children: ReactNode }) {
  return <ShellRouterProvider router={useMemoryShellRouter('/home')}>{children}</ShellRouterProvider>;
}

describe('ShellButton', () => {
  for (const mode of ['light', 'dark'] as const) {
    for (const variant of ['text', 'outlined'] as const) {
      for (const color of ['inherit', 'primary'] as const) {
        it(`draws as MUI's ${variant} ${color} Button (${mode})`, () => {
          render(
            <Themed mode={mode}>
              <Button variant={variant} color={color}>
                注册
              </Button>
              <ShellButton variant={variant} color={color}>
                注册
              </ShellButton>
            </Themed>,
          );
          const [mui, ours] = screen.getAllByRole('button', { name: '注册' });
          expect(look(ours!)).toEqual(look(mui!));
        });
      }
    }
  }

  it("draws its icon variant as MUI's IconButton, and an end icon as Button's", () => {
    render(
      <Themed>
        <IconButton color="inherit" aria-label="主导航">
          <MenuIcon />
        </IconButton>
        <ShellButton variant="icon" color="inherit" aria-label="主导航">
          <MenuIcon />
        </ShellButton>
        <Button color="inherit" endIcon={<ArrowDropDown />}>
          张三
        </Button>
        <ShellButton color="inherit" endIcon={<ArrowDropDown />}>
          张三
        </ShellButton>
      </Themed>,
    );
    const [muiIcon, ourIcon] = screen.getAllByRole('button', { name: '主导航' });
    expect(look(ourIcon!)).toEqual(look(muiIcon!));
    const [muiMenu, ourMenu] = screen.getAllByRole('button', { name: '张三' });
    expect(look(ourMenu!)).toEqual(look(muiMenu!));
  });

  it('is a button that submits nothing, unless told to', () => {
    render(
      <Themed>
        <form>
          <ShellButton>重试</ShellButton>
          <ShellButton type="submit">提交</ShellButton>
        </form>
      </Themed>,
    );
    expect(screen.getByRole('button', { name: '重试' }).getAttribute('type')).toBe('button');
    expect(screen.getByRole('button', { name: '提交' }).getAttribute('type')).toBe('submit');
  });

  it("renders the shell router's link for `to`, a plain link outside one, and leaks no styling prop to the DOM", () => {
    render(
      <Themed>
        <Routed>
          <ShellButton to="/login?t=login">登录</ShellButton>
        </Routed>
        <ShellButton to="/login?t=register">注册</ShellButton>
      </Themed>,
    );
    const routed = screen.getByRole('link', { name: '登录' });
    expect(routed.getAttribute('href')).toBe('#/login?t=login');
    expect(screen.getByRole('link', { name: '注册' }).getAttribute('href')).toBe('/login?t=register');
    expect(routed.hasAttribute('ownerstate')).toBe(false);
    expect(routed.hasAttribute('ownerState')).toBe(false);
  });

  it('shows keyboard focus with an outline', async () => {
    render(
      <Themed>
        <ShellButton color="inherit">登录</ShellButton>
      </Themed>,
    );
    const button = screen.getByRole('button', { name: '登录' });
    expect(getComputedStyle(button).outlineStyle).toBe('none');
    await userEvent.keyboard('{Tab}');
    expect(document.activeElement).toBe(button);
    expect(getComputedStyle(button).outlineStyle).toBe('solid');
    expect(getComputedStyle(button).outlineWidth).toBe('2px');
  });
});
