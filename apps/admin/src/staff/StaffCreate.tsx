import { loginNameProblem } from '@art-portal/api-client/admin';
import { useState } from 'react';
import { Create, SelectInput, SimpleForm, TextInput, required, type RaRecord } from 'react-admin';
import { useNavigate } from 'react-router';
import { OneTimePasswordDialog } from './OneTimePasswordDialog';
import { roleChoices } from './roleChoices';

const validLoginName = (value: unknown) =>
  typeof value === 'string' && value ? loginNameProblem(value) : undefined;

/** 新建后台账号: 登录名, 姓名 and role; the server answers with a one-time password, shown once. */
export function StaffCreate() {
  const navigate = useNavigate();
  const [created, setCreated] = useState<{ loginName: string; password: string } | null>(null);
  return (
    <>
      <Create
        title="新建后台账号"
        mutationOptions={{
          onSuccess: (record: RaRecord) =>
            setCreated({ loginName: String(record.loginName), password: String(record.oneTimePassword) }),
        }}
      >
        <SimpleForm>
          <TextInput source="loginName" label="登录名" validate={[required(), validLoginName]} />
          <TextInput source="displayName" label="姓名" helperText="不填时与登录名相同" />
          <SelectInput source="role" label="角色" choices={roleChoices} validate={required()} />
        </SimpleForm>
      </Create>
      {created && (
        <OneTimePasswordDialog
          loginName={created.loginName}
          password={created.password}
          onClose={() => void navigate('/staff')}
        />
      )}
    </>
  );
}
