import type { ReactNode } from 'react';
import {
  CreateButton,
  DataTable,
  DateField,
  FunctionField,
  List,
  SelectInput,
  TextInput,
  TopToolbar,
  type RaRecord,
} from 'react-admin';
import { contentStatusChoices, recordStatus, statusLabel } from './contentStatus';

const filters = [
  <TextInput key="q" source="q" label="标题" alwaysOn />,
  <SelectInput key="state" source="state" label="状态" choices={contentStatusChoices} alwaysOn />,
];

/** Props of {@link ContentList}. */
export interface ContentListProps {
  /** The kind's name (资讯, 作品, …): the page's title. */
  title: string;
  /** Columns of this kind between 标题 and 状态. */
  children?: ReactNode;
  /** Whether 新建 shows (页面 has fixed addresses: none). */
  creatable?: boolean;
}

/** A content kind's list: search by 标题, filter by 状态, paged on the server; a row opens its form. */
export function ContentList({ title, children, creatable = true }: ContentListProps) {
  return (
    <List
      title={title}
      filters={filters}
      exporter={false}
      perPage={20}
      actions={<TopToolbar>{creatable && <CreateButton label="新建" />}</TopToolbar>}
    >
      <DataTable bulkActionButtons={false} rowClick="edit">
        <DataTable.Col source="title" label="标题" disableSort />
        {children}
        <DataTable.Col label="状态" disableSort>
          <FunctionField<RaRecord> render={(record) => statusLabel(recordStatus(record))} />
        </DataTable.Col>
        <DataTable.Col source="updatedAt" label="更新时间" disableSort>
          <DateField source="updatedAt" showTime locales="zh-CN" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
