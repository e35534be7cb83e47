import { DateTimeInput } from 'react-admin';

/** A list filter by time (the browser's date-time picker, in local time; the provider sends the instant). */
export function DateTimeFilter({ source, label }: { source: string; label: string; alwaysOn?: boolean }) {
  return <DateTimeInput source={source} label={label} parse={(value: string) => value} />;
}
