import type { ReactElement, ReactNode } from 'react';
import { DataTable, List } from 'react-admin';

/** Props of {@link ReviewQueue}. */
export interface ReviewQueueProps {
  /** The screen's title, e.g. 投稿审核. */
  title: string;
  filters?: ReactElement[];
  /** The state shown first (待审核, 待批阅), or every state when omitted. */
  defaultState?: string;
  /** The columns: `DataTable.Col`s. */
  children: ReactNode;
}

/** A review screen's list: twenty rows a page, no export, no bulk actions, rows decided by their own buttons. */
export function ReviewQueue({ title, filters, defaultState, children }: ReviewQueueProps) {
  return (
    <List
      title={title}
      filters={filters}
      filterDefaultValues={defaultState === undefined ? undefined : { state: defaultState }}
      exporter={false}
      perPage={20}
    >
      <DataTable bulkActionButtons={false} rowClick={false}>
        {children}
      </DataTable>
    </List>
  );
}
