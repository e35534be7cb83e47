import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatDateTime, parseChinaTime, remainingUntil } from './dates';
import { useNowSecond } from './useNowSecond';
import { useVisitorTimeZone } from './useVisitorTimeZone';
import { onInkColours, tintColours } from '@art-portal/ui-shell/theme';

type CountdownProps = { endTime: string; dark?: boolean; compact?: boolean };

/** The deadline in the visitor's own time zone and the time left, ticking each second. */
export function Countdown({ endTime, dark = false, compact = false }: CountdownProps) {
  const end = parseChinaTime(endTime);
  const timeZone = useVisitorTimeZone();
  const now = useNowSecond();
  const left = now === null ? null : remainingUntil(end, now);
  const units = left
    ? [
        [left.days, '天'],
        [left.hours, '时'],
        [left.minutes, '分'],
        [left.seconds, '秒'],
      ]
    : [];
  return (
    <Box>
      <Typography sx={{ fontSize: 14, opacity: 0.8 }}>
        截止时间：<time dateTime={end.toISOString()}>{formatDateTime(endTime, timeZone)}</time>
      </Typography>
      {left ? (
        <Box aria-label={`距截止还剩 ${left.days} 天 ${left.hours} 小时 ${left.minutes} 分`} role="timer" sx={{ display: 'flex', gap: 1, mt: 1, alignItems: 'baseline' }}>
          <Typography component="span" sx={{ fontSize: 14, opacity: 0.8 }}>
            剩余
          </Typography>
          {units.map(([value, unit]) => (
            <Box key={unit} aria-hidden sx={{ display: 'flex', alignItems: 'baseline', gap: 0.25 }}>
              <Box
                component="span"
                sx={{
                  fontSize: compact ? 18 : 26,
                  fontWeight: 800,
                  fontVariantNumeric: 'tabular-nums',
                  px: compact ? 0.5 : 1,
                  borderRadius: 1,
                  bgcolor: dark ? onInkColours.chip : tintColours.primary,
                }}
              >
                {String(value).padStart(2, '0')}
              </Box>
              <Box component="span" sx={{ fontSize: 13 }}>
                {unit}
              </Box>
            </Box>
          ))}
        </Box>
      ) : now === null ? null : (
        <Typography sx={{ mt: 1, fontWeight: 700 }}>征集已截止</Typography>
      )}
    </Box>
  );
}
