import type { UpdateEmailRequest } from '@art-portal/api-client';
import { emailProblem } from '@art-portal/api-client/contract';
import { ChangeEmailForm, type ImageCodeChallenge } from '@art-portal/ui-shell/dialogs';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { contractResolver } from '../forms/contractResolver';
import { textFieldProps } from '../forms/textFieldProps';
import { refusalText } from './refusalText';
import { sendSpendingChallenge } from './sendSpendingChallenge';

type ChangeEmailValues = { imgCode: string; oldCode: string; email: string; code: string };

/** Props of {@link ChangeEmailPanel}. */
type ChangeEmailPanelProps = ImageCodeChallenge & {
  /** The current address: when present, 原邮箱验证码 is asked for too. */
  currentEmail: string | null;
  /** The new address to start with (a kept draft); read on mount. */
  defaultEmail?: string;
  /** The new address as typed, to be kept as a draft (codes never leave the form). */
  onEmailChange: (email: string) => void;
  /** Sends a code to the address with the typed image code; a rejection's reason shows by the form. */
  onSendCode: (input: { email: string; imgCode: string }) => Promise<void>;
  onSubmit: (input: UpdateEmailRequest) => Promise<void>;
};

/** 修改邮箱's state: the contract's UpdateEmail checks, the sends' checks, and the server's refusals by the form. */
export function ChangeEmailPanel({
  currentEmail,
  defaultEmail = '',
  onEmailChange,
  onSendCode,
  onSubmit,
  ...challenge
}: ChangeEmailPanelProps) {
  const oldEmail = currentEmail?.trim() ? currentEmail.trim() : null;
  const resolver = useMemo(
    () =>
      contractResolver<ChangeEmailValues>(
        (c) => c.UpdateEmailRequestSchema,
        {
          email: { required: '请输入新邮箱！', rule: emailProblem },
          code: { required: '请输入邮箱验证码！' },
        },
        ({ oldCode }) => ({ oldCode: oldEmail && oldCode === '' ? '请输入原邮箱验证码！' : undefined }),
      ),
    [oldEmail],
  );
  const form = useForm<ChangeEmailValues>({
    defaultValues: { imgCode: '', oldCode: '', email: defaultEmail, code: '' },
    resolver,
  });
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(
    () =>
      form.subscribe({
        name: 'email',
        formState: { values: true },
        callback: ({ values }) => onEmailChange(values.email),
      }),
    [form, onEmailChange],
  );

  const sendTo = (target: () => string, field: 'oldCode' | 'code') => async (): Promise<boolean> => {
    form.clearErrors(['imgCode', 'email', field]);
    const imgCode = form.getValues('imgCode').trim();
    const email = target().trim();
    // The old address is the server's own; only a typed one can break the rule.
    const emailError = email === '' ? '请输入新邮箱！' : field === 'code' ? emailProblem(email) : null;
    if (imgCode === '')
      form.setError('imgCode', { type: 'send', message: '请输入图形验证码！' }, { shouldFocus: true });
    if (emailError)
      form.setError('email', { type: 'send', message: emailError }, { shouldFocus: imgCode !== '' });
    if (imgCode === '' || emailError) return false;
    setFailure(null);
    return sendSpendingChallenge(() => onSendCode({ email, imgCode }), {
      refused: setFailure,
      refreshImage: challenge.onRefreshImageCode,
      clearImageCode: () => form.setValue('imgCode', ''),
    });
  };

  const submit = form.handleSubmit(async ({ email, code, oldCode }) => {
    setFailure(null);
    try {
      await onSubmit({ email, code, ...(oldEmail ? { oldCode } : {}) });
    } catch (error) {
      setFailure(refusalText(error));
    }
  });

  return (
    <ChangeEmailForm
      {...challenge}
      currentEmail={oldEmail}
      fields={{
        imgCode: textFieldProps(form, 'imgCode'),
        oldCode: textFieldProps(form, 'oldCode'),
        email: textFieldProps(form, 'email'),
        code: textFieldProps(form, 'code'),
      }}
      onSendOldCode={sendTo(() => oldEmail ?? '', 'oldCode')}
      onSendCode={sendTo(() => form.getValues('email'), 'code')}
      onSubmit={(event) => {
        // A refused submit says what is missing, not the last send's failure.
        setFailure(null);
        void submit(event);
      }}
      error={failure}
      submitting={form.formState.isSubmitting}
    />
  );
}
