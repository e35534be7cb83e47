import type { SentMessage } from '@art-portal/api-client/admin';
import { DataTable, DateField, FunctionField, List } from 'react-admin';
import { SendMessageForm } from './SendMessageForm';

const audienceOf = (message: SentMessage) =>
  message.audience === 'all' ? (message.includeLater ? '全体用户（含之后注册）' : '全体用户') : message.phone;

/** 站内消息 (审核员, 管理员): 发送消息, then what was sent, newest first. */
export function MessageList() {
  return (
    <>
      <SendMessageForm />
      <List title="站内消息" exporter={false} perPage={20} empty={false} actions={false}>
        <DataTable bulkActionButtons={false} rowClick={false}>
          <DataTable.Col source="title" label="标题" disableSort />
          <DataTable.Col source="content" label="内容" disableSort />
          <DataTable.Col label="接收人" disableSort>
            <FunctionField<SentMessage> render={audienceOf} />
          </DataTable.Col>
          <DataTable.Col source="sentBy" label="发送人" disableSort />
          <DataTable.Col source="sentAt" label="发送时间" disableSort>
            <DateField source="sentAt" showTime locales="zh-CN" />
          </DataTable.Col>
        </DataTable>
      </List>
    </>
  );
}
