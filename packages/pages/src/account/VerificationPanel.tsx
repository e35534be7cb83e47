import type { Id, UpdateInfoRequest } from '@art-portal/api-client';
import { VerificationDialog, type VerificationDialogProps } from '@art-portal/ui-shell/dialogs';
import { useCallback, useEffect, useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { contractResolver, warmContractChecks } from '../forms/contractResolver';
import { textFieldProps } from '../forms/textFieldProps';
import { refusalText } from './refusalText';

/** What 认证信息 keeps as a draft: the typed details, 认证项目 as the chosen project's id (`''` when none). */
export type VerificationDraft = {
  name: string;
  authProject: Id;
  authOrg: string;
  studentCode: string;
};

type VerificationValues = { name: string; authProject: string; authOrg: string; studentCode: string };

const resolver = contractResolver<VerificationValues>((c) => c.UpdateInfoRequestSchema, {
  name: { required: '请输入姓名' },
  authProject: { required: '请选择认证项目' },
});

/** Props of {@link VerificationPanel}. */
type VerificationPanelProps = Pick<
  VerificationDialogProps,
  'onClose' | 'user' | 'projects' | 'maxLengths' | 'onRetryProjects' | 'mobile'
> & {
  /** Values to start with over the user's saved ones (a kept draft); read on mount. */
  defaultValues?: Partial<VerificationDraft>;
  /** What was typed, to be kept as a draft. */
  onValuesChange: (values: VerificationDraft) => void;
  /** Saves the details; a rejection's reason shows by the form and what was typed stays. */
  onSubmit: (input: UpdateInfoRequest) => Promise<void>;
};

/** 认证信息's state: the contract's UpdateInfo checks, a kept draft, and the server's refusal by the form. */
export function VerificationPanel({
  user,
  projects,
  defaultValues,
  onValuesChange,
  onSubmit,
  ...dialog
}: VerificationPanelProps) {
  const form = useForm<VerificationValues>({
    defaultValues: {
      name: defaultValues?.name ?? user.name ?? '',
      authProject: String(defaultValues?.authProject ?? user.authProject ?? ''),
      authOrg: defaultValues?.authOrg ?? user.authOrg ?? '',
      studentCode: defaultValues?.studentCode ?? user.studentCode ?? '',
    },
    resolver,
  });
  const [failure, setFailure] = useState<string | null>(null);
  // 姓名 registers before 认证项目, so a submit that refuses both focuses 姓名, the first on screen.
  const name = textFieldProps(form, 'name');
  const { field: project, fieldState: projectState } = useController({
    control: form.control,
    name: 'authProject',
  });
  // The select shows project ids as text; the draft and the server get the id as the project list has it.
  const projectId = useCallback(
    (text: string): Id => projects.find((p) => String(p.id) === text)?.id ?? text,
    [projects],
  );

  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ values }) => onValuesChange({ ...values, authProject: projectId(values.authProject) }),
      }),
    [form, onValuesChange, projectId],
  );

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onSubmit({ ...values, authProject: projectId(values.authProject) });
    } catch (error) {
      setFailure(refusalText(error));
    }
  });

  return (
    <VerificationDialog
      {...dialog}
      open
      user={user}
      projects={projects}
      fields={{
        name,
        authProject: {
          name: project.name,
          value: project.value,
          onChange: project.onChange,
          onBlur: project.onBlur,
          onFocus: warmContractChecks,
          inputRef: project.ref,
          error: Boolean(projectState.error),
          helperText: projectState.error?.message,
        },
        authOrg: textFieldProps(form, 'authOrg'),
        studentCode: textFieldProps(form, 'studentCode'),
      }}
      onSubmit={(event) => void submit(event)}
      error={failure}
      submitting={form.formState.isSubmitting}
    />
  );
}
