import Button from '@mui/material/Button';
import { staffRoleLabels, type StaffAccount } from '@art-portal/api-client/admin';
import { useState } from 'react';
import {
  Confirm,
  CreateButton,
  DataTable,
  DateField,
  FunctionField,
  List,
  SearchInput,
  SelectInput,
  TopToolbar,
  useNotify,
  useRecordContext,
  useRefresh,
} from 'react-admin';
import { useAdminActions } from '../auth/useAdminActions';
import { OneTimePasswordDialog } from './OneTimePasswordDialog';
import { roleChoices } from './roleChoices';

const filters = [
  <SearchInput key="q" source="q" placeholder="登录名或姓名" alwaysOn />,
  <SelectInput key="role" source="role" label="角色" choices={roleChoices} alwaysOn />,
];

const failure = (error: unknown) => (error instanceof Error ? error.message : '操作失败，请重试');

function StaffActions() {
  const account = useRecordContext<StaffAccount>();
  const actions = useAdminActions();
  const notify = useNotify();
  const refresh = useRefresh();
  const [confirming, setConfirming] = useState<'disable' | 'reset' | null>(null);
  const [password, setPassword] = useState<string | null>(null);
  if (!account) return null;

  const toggle = async () => {
    setConfirming(null);
    try {
      await actions.disableStaff(account.id, !account.disabled);
      notify(account.disabled ? '已启用' : '已停用', { type: 'success' });
      refresh();
    } catch (error) {
      notify(failure(error), { type: 'error' });
    }
  };
  const reset = async () => {
    setConfirming(null);
    try {
      setPassword((await actions.resetStaffPassword(account.id, false)).password);
      refresh();
    } catch (error) {
      notify(failure(error), { type: 'error' });
    }
  };

  return (
    <>
      <Button size="small" onClick={() => setConfirming('disable')}>
        {account.disabled ? '启用' : '停用'}
      </Button>
      <Button size="small" onClick={() => setConfirming('reset')}>
        重置密码
      </Button>
      <Confirm
        isOpen={confirming === 'disable'}
        title={account.disabled ? '启用账号' : '停用账号'}
        content={
          account.disabled
            ? `启用后 ${account.loginName} 可以再次登录。`
            : `停用后 ${account.loginName} 立即退出登录，且不能再登录。`
        }
        onConfirm={() => void toggle()}
        onClose={() => setConfirming(null)}
      />
      <Confirm
        isOpen={confirming === 'reset'}
        title="重置密码"
        content={`为 ${account.loginName} 生成新的一次性密码，旧密码立即失效。`}
        onConfirm={() => void reset()}
        onClose={() => setConfirming(null)}
      />
      {password && (
        <OneTimePasswordDialog
          loginName={account.loginName}
          password={password}
          onClose={() => setPassword(null)}
        />
      )}
    </>
  );
}

/** 后台账号 (管理员 only): the accounts, 新建, 停用/启用 and 重置密码. */
export function StaffList() {
  return (
    <List
      title="后台账号"
      filters={filters}
      exporter={false}
      actions={
        <TopToolbar>
          <CreateButton label="新建" />
        </TopToolbar>
      }
    >
      <DataTable bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="loginName" label="登录名" disableSort />
        <DataTable.Col source="displayName" label="姓名" disableSort />
        <DataTable.Col label="角色" disableSort>
          <FunctionField<StaffAccount> render={(account) => staffRoleLabels[account.role]} />
        </DataTable.Col>
        <DataTable.Col label="状态" disableSort>
          <FunctionField<StaffAccount>
            render={(account) =>
              account.disabled
                ? '已停用'
                : account.locked
                  ? '已锁定'
                  : account.mustChangePassword
                    ? '待改密码'
                    : '正常'
            }
          />
        </DataTable.Col>
        <DataTable.Col label="动态验证码" disableSort>
          <FunctionField<StaffAccount> render={(account) => (account.totpEnabled ? '已开启' : '未开启')} />
        </DataTable.Col>
        <DataTable.Col source="lastLoginAt" label="最近登录" disableSort>
          <DateField source="lastLoginAt" showTime locales="zh-CN" emptyText="从未登录" />
        </DataTable.Col>
        <DataTable.Col label="操作">
          <StaffActions />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
