import Button, { type ButtonProps } from '@mui/material/Button';
import { useRef, useState } from 'react';
import { mergeSx } from '../internal/mergeSx';
import { useCountdown } from './useCountdown';

/** Props of {@link SendCodeButton}. */
export interface SendCodeButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  /**
   * Sends the code. The countdown starts when it resolves to anything but `false`; a rejection or `false`
   * (e.g. a validation message was shown) leaves the button ready again.
   */
  onSend: () => Promise<boolean | void> | boolean | void;
  /** Length of the countdown in seconds. @default 60 */
  seconds?: number;
}

/** 获取验证码, then `<n>s` counting down (clicks are ignored meanwhile), then 重新发送. */
export function SendCodeButton({ onSend, seconds = 60, sx, ...rest }: SendCodeButtonProps) {
  const { remaining, start } = useCountdown(seconds);
  const [sentOnce, setSentOnce] = useState(false);
  const busy = useRef(false);
  const counting = remaining > 0;

  const click = async () => {
    if (counting || busy.current) return;
    busy.current = true;
    try {
      const result = await onSend();
      if (result !== false) {
        setSentOnce(true);
        start();
      }
    } catch {
      // The caller reports the failure; the button is simply ready again.
    } finally {
      busy.current = false;
    }
  };

  return (
    <Button
      variant="outlined"
      {...rest}
      aria-disabled={counting || undefined}
      onClick={() => void click()}
      sx={mergeSx({ minWidth: '112px', whiteSpace: 'nowrap' }, sx)}
    >
      {counting ? `${remaining}s` : sentOnce ? '重新发送' : '获取验证码'}
    </Button>
  );
}
