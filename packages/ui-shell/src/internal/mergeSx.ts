import type { SxProps, Theme } from '@mui/material/styles';

/** Joins `sx` values (objects, functions or arrays of them) into one array `sx`. */
export function mergeSx(...parts: readonly (SxProps<Theme> | undefined)[]): SxProps<Theme> {
  const flat: unknown[] = [];
  for (const part of parts) {
    if (part === undefined) continue;
    if (Array.isArray(part)) flat.push(...(part as readonly unknown[]));
    else flat.push(part);
  }
  return flat as SxProps<Theme>;
}
