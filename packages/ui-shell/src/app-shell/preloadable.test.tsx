import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { preloadable } from './preloadable';

function Greeting({ name }: { name: string }) {
  return <p>你好，{name}</p>;
}

describe('preloadable', () => {
  it('renders the part once its chunk arrives, with the props it was given', async () => {
    const part = preloadable(() => Promise.resolve(Greeting));
    render(<part.Component name="李文静" />);
    expect(await screen.findByText('你好，李文静')).toBeTruthy();
  });

  it('leaves nothing, and throws nothing, when the chunk fails; back online it asks again and renders', async () => {
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(Greeting);
    const part = preloadable(load);
    const { container } = render(
      <div>
        <part.Component name="李文静" />
      </div>,
    );
    await act(() => Promise.resolve());
    expect(load).toHaveBeenCalledTimes(1);
    expect(container.textContent).toBe('');

    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(load).toHaveBeenCalledTimes(2);
    expect(await screen.findByText('你好，李文静')).toBeTruthy();
  });

  it('shows its fallback, with the same props, until the chunk arrives', async () => {
    let arrive: (component: typeof Greeting) => void = () => undefined;
    const part = preloadable(
      () => new Promise<typeof Greeting>((resolve) => (arrive = resolve)),
      ({ name }: { name: string }) => <p>稍候，{name}</p>,
    );
    render(<part.Component name="李文静" />);
    expect(screen.getByText('稍候，李文静')).toBeTruthy();
    act(() => arrive(Greeting));
    expect(await screen.findByText('你好，李文静')).toBeTruthy();
    expect(screen.queryByText('稍候，李文静')).toBeNull();
  });

  it('fetches the chunk once however often it is preloaded', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const part = preloadable(load);
    part.preload();
    part.preload();
    render(<part.Component name="李文静" />);
    expect(await screen.findByText('你好，李文静')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
