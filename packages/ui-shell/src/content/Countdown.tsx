import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { onInkColours, tintColours } from '../theme/portalPalette';
import { remainingUntil } from './remainingUntil';

/** Props of {@link Countdown}. */
export interface CountdownProps {
  /** The deadline. */
  end: Date;
  /** The deadline as the visitor reads it, e.g. in their own time zone with the zone named. */
  endLabel: string;
  /**
   * The current time, to the second. `null` while it is unknown (server-rendered HTML and its hydration, which cannot
   * agree on it): only the deadline shows, neither the time left nor 征集已截止.
   */
  now: Date | null;
  /** On the dark band colour. @default false */
  dark?: boolean;
  /** Smaller digits, for a row in a list. @default false */
  compact?: boolean;
}

/** The deadline of a call for works and the time left until it, in days, hours, minutes and seconds. */
export function Countdown({ end, endLabel, now, dark = false, compact = false }: CountdownProps) {
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
        截止时间：<time dateTime={end.toISOString()}>{endLabel}</time>
      </Typography>
      {left ? (
        <Box
          aria-label={`距截止还剩 ${left.days} 天 ${left.hours} 小时 ${left.minutes} 分`}
          role="timer"
          sx={{ display: 'flex', gap: 1, mt: 1, alignItems: 'baseline' }}
        >
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
