import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UserMenu } from './UserMenu';

const actions = {
  onOpenVerification: () => undefined,
  onOpenPersonalCenter: () => undefined,
  onOpenMessages: () => undefined,
  onLogout: () => undefined,
};

describe('UserMenu', () => {
  it('is named after the customer: the name, else the phone', () => {
    const { rerender } = render(<UserMenu user={{ name: '李文静', phone: '13800000002' }} {...actions} />);
    expect(screen.getByRole('button', { name: '李文静' })).toBeTruthy();
    rerender(<UserMenu user={{ name: ' ', phone: '13800000002' }} {...actions} />);
    expect(screen.getByRole('button', { name: '13800000002' })).toBeTruthy();
  });

  it('keeps a name while the customer info is still loading', () => {
    render(<UserMenu user={{}} {...actions} />);
    expect(screen.getByRole('button', { name: '我的账户' }).getAttribute('aria-haspopup')).toBe('menu');
  });
});
