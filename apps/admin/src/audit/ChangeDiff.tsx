import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { describeChange } from './describeChange';

/** A change's before and after, one row per changed field (removed text struck out in red, new text in green). */
export function ChangeDiff({ before, after, caption }: { before: unknown; after: unknown; caption: string }) {
  const changes = describeChange(before, after);
  if (changes.length === 0) return <Typography variant="body2">没有字段变化。</Typography>;
  return (
    <Table size="small" aria-label={caption}>
      <TableHead>
        <TableRow>
          <TableCell component="th">字段</TableCell>
          <TableCell component="th">修改前</TableCell>
          <TableCell component="th">修改后</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {changes.map((change) => (
          <TableRow key={change.field}>
            <TableCell>{change.field}</TableCell>
            <TableCell sx={{ color: 'error.dark', whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
              <del>{change.before}</del>
            </TableCell>
            <TableCell sx={{ color: 'success.dark', whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
              <ins>{change.after}</ins>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
