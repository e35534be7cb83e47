import { Countdown } from '@art-portal/ui-shell/content';
import { formatDateTime, parseChinaTime } from './dates';
import { useNowSecond } from './useNowSecond';
import { useVisitorTimeZone } from './useVisitorTimeZone';

type ActivityCountdownProps = { endTime: string; dark?: boolean; compact?: boolean };

/**
 * A call's deadline (the contract's China time) in the visitor's own time zone and the time left, ticking each
 * second. The server-rendered HTML and its hydration show China Standard Time and no time left; the browser's
 * zone and clock follow once hydrated.
 */
export function ActivityCountdown({ endTime, dark, compact }: ActivityCountdownProps) {
  const timeZone = useVisitorTimeZone();
  const now = useNowSecond();
  return (
    <Countdown
      end={parseChinaTime(endTime)}
      endLabel={formatDateTime(endTime, timeZone)}
      now={now}
      dark={dark}
      compact={compact}
    />
  );
}
