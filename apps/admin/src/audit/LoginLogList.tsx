import { DataTable, DateField, List, SelectInput, TextInput } from 'react-admin';
import { DateTimeFilter } from './DateTimeFilter';

const results = [
  '成功',
  '密码错误',
  '动态验证码错误',
  '账号不存在',
  '账号已停用',
  '账号已锁定',
  '尝试过于频繁',
  '退出登录',
];

const filters = [
  <TextInput key="loginName" source="loginName" label="登录名" alwaysOn />,
  <SelectInput
    key="result"
    source="result"
    label="结果"
    choices={results.map((result) => ({ id: result, name: result }))}
    alwaysOn
  />,
  <TextInput key="address" source="address" label="地址" />,
  <DateTimeFilter key="from" source="from" label="开始时间" alwaysOn />,
  <DateTimeFilter key="to" source="to" label="结束时间" alwaysOn />,
];

/** 登录日志: every login and failed login, read-only, filtered by person, result, address and time. */
export function LoginLogList() {
  return (
    <List title="登录日志" filters={filters} exporter={false} perPage={20}>
      <DataTable bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="at" label="时间" disableSort>
          <DateField source="at" showTime locales="zh-CN" />
        </DataTable.Col>
        <DataTable.Col source="loginName" label="登录名" disableSort />
        <DataTable.Col source="address" label="地址" disableSort />
        <DataTable.Col source="result" label="结果" disableSort />
        <DataTable.Col source="userAgent" label="浏览器" disableSort />
      </DataTable>
    </List>
  );
}
