import { contentKindDefinitions } from '@art-portal/api-client/admin';
import type { ComponentType } from 'react';
import { DataTable, DateField, FunctionField, ReferenceField, TextField, type RaRecord } from 'react-admin';
import { menuEntries } from '../../layout/menuEntries';
import { ContentCreate } from '../ContentCreate';
import { ContentEdit } from '../ContentEdit';
import { ContentList } from '../ContentList';
import { KindField } from './KindField';
import { kindValidate, type AnyContentKind } from './kindValidate';

/** One kind's screens, built from its definition. */
export interface KindScreenSet {
  list: ComponentType;
  create: ComponentType;
  edit: ComponentType;
}

function KindFields({ kind }: { kind: AnyContentKind }) {
  return (
    <>
      {Object.entries(kind.fields).map(([name, field]) => (
        <KindField key={name} name={name} field={field} />
      ))}
    </>
  );
}

function listColumn(kind: AnyContentKind, name: string) {
  const field = kind.fields[name];
  if (!field) return null;
  if (field.type === 'time')
    return (
      <DataTable.Col key={name} source={name} label={field.label} disableSort>
        <DateField source={name} showTime locales="zh-CN" />
      </DataTable.Col>
    );
  if (field.type === 'integer' && field.reference)
    return (
      <DataTable.Col key={name} label={field.label} disableSort>
        <ReferenceField source={name} reference={field.reference} link={false}>
          <TextField source="title" />
        </ReferenceField>
      </DataTable.Col>
    );
  const choices = field.type === 'integer' ? field.choices : undefined;
  if (choices)
    return (
      <DataTable.Col key={name} label={field.label} disableSort>
        <FunctionField<RaRecord>
          render={(record) => choices.find((choice) => choice.id === record[name])?.name ?? ''}
        />
      </DataTable.Col>
    );
  return <DataTable.Col key={name} source={name} label={field.label} disableSort />;
}

/** The screens of a kind defined as data: its list (标题, its listed fields, 状态), 新建 and 编辑. */
function screensOf(kind: AnyContentKind): KindScreenSet {
  // The list's title is the menu's name (云展览 lists its 展厅); the forms name the record's kind (新建展厅).
  const listTitle = menuEntries.find((entry) => entry.resource === kind.resource)?.label ?? kind.label;
  const validate = kindValidate(kind);
  return {
    list: () => (
      <ContentList title={listTitle} creatable={!kind.fixed}>
        {kind.listFields.map((name) => listColumn(kind, name))}
      </ContentList>
    ),
    create: () => (
      <ContentCreate title={kind.label} validate={validate}>
        <KindFields kind={kind} />
      </ContentCreate>
    ),
    edit: () => (
      <ContentEdit title={kind.label} validate={validate}>
        <KindFields kind={kind} />
      </ContentEdit>
    ),
  };
}

/** The screens of every kind defined as data, by resource. */
export const kindScreens: Readonly<Record<string, KindScreenSet>> = Object.fromEntries(
  contentKindDefinitions.map((kind) => [kind.resource, screensOf(kind as unknown as AnyContentKind)]),
);
