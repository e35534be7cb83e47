import Typography from '@mui/material/Typography';
import { DataTable, DateField, useRecordContext } from 'react-admin';

/** A queue's time column (提交时间, 投稿时间): date and time, in Chinese. */
export function TimeColumn({ source, label }: { source: string; label: string }) {
  return (
    <DataTable.Col source={source} label={label} disableSort>
      <DateField source={source} showTime locales="zh-CN" />
    </DataTable.Col>
  );
}

function LongText({ source, maxWidth }: { source: string; maxWidth: number }) {
  const record = useRecordContext<Record<string, unknown>>();
  const text = record?.[source];
  return (
    <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', maxWidth }}>
      {typeof text === 'string' ? text : ''}
    </Typography>
  );
}

/** What a customer wrote (a comment, a homework): its lines kept, long words broken, at most `maxWidth` wide. */
export function LongTextColumn({
  source,
  label,
  maxWidth,
}: {
  source: string;
  label: string;
  maxWidth: number;
}) {
  return (
    <DataTable.Col label={label} disableSort>
      <LongText source={source} maxWidth={maxWidth} />
    </DataTable.Col>
  );
}
