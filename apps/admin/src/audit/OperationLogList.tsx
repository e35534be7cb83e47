import { auditActions, staffRoleLabels, type OperationLogEntry } from '@art-portal/api-client/admin';
import {
  DataTable,
  DateField,
  FunctionField,
  List,
  SelectInput,
  TextInput,
  useRecordContext,
} from 'react-admin';
import { ChangeDiff } from './ChangeDiff';
import { DateTimeFilter } from './DateTimeFilter';

const filters = [
  <TextInput key="loginName" source="loginName" label="登录名" alwaysOn />,
  <TextInput key="kind" source="kind" label="类型" alwaysOn />,
  <SelectInput
    key="action"
    source="action"
    label="操作"
    choices={auditActions.map((action) => ({ id: action, name: action }))}
    alwaysOn
  />,
  <DateTimeFilter key="from" source="from" label="开始时间" alwaysOn />,
  <DateTimeFilter key="to" source="to" label="结束时间" alwaysOn />,
];

function EntryDiff() {
  const entry = useRecordContext<OperationLogEntry>();
  if (!entry) return null;
  return (
    <ChangeDiff before={entry.before} after={entry.after} caption={`${entry.action}${entry.kind}的修改`} />
  );
}

/** 操作日志: read-only, newest first, filtered by person, kind, action and time; a row opens its before/after. */
export function OperationLogList() {
  return (
    <List
      title="操作日志"
      filters={filters}
      exporter={false}
      perPage={20}
      sort={{ field: 'at', order: 'DESC' }}
    >
      <DataTable bulkActionButtons={false} expand={<EntryDiff />} rowClick="expand">
        <DataTable.Col source="at" label="时间" disableSort>
          <DateField source="at" showTime locales="zh-CN" />
        </DataTable.Col>
        <DataTable.Col source="loginName" label="登录名" disableSort />
        <DataTable.Col label="角色" disableSort>
          <FunctionField<OperationLogEntry>
            render={(entry) => (entry.role ? staffRoleLabels[entry.role] : '系统')}
          />
        </DataTable.Col>
        <DataTable.Col source="action" label="操作" disableSort />
        <DataTable.Col source="kind" label="类型" disableSort />
        <DataTable.Col source="recordId" label="记录" disableSort />
        <DataTable.Col source="address" label="地址" disableSort />
      </DataTable>
    </List>
  );
}
