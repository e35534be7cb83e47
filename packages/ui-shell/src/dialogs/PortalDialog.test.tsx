import { composeStories } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './PortalDialog.stories';

const { Default } = composeStories(stories);

describe('PortalDialog', () => {
  it('ignores clicks on the backdrop and closes with 关闭 or Escape', () => {
    const onClose = fn();
    render(<Default onClose={onClose} />);
    const backdrop = document.querySelector('.MuiBackdrop-root');
    if (!backdrop) throw new Error('no backdrop');
    fireEvent.mouseDown(backdrop);
    fireEvent.click(backdrop);
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
