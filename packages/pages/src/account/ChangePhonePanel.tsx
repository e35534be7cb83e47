import type { UpdatePhoneRequest } from '@art-portal/api-client';
import { phoneProblem } from '@art-portal/api-client/contract';
import { ChangePhoneForm, type ImageCodeChallenge } from '@art-portal/ui-shell/dialogs';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { contractResolver } from '../forms/contractResolver';
import { textFieldProps } from '../forms/textFieldProps';
import { refusalText } from './refusalText';
import { sendSpendingChallenge } from './sendSpendingChallenge';

type ChangePhoneValues = { imgCode: string; phone: string; code: string };

/** Props of {@link ChangePhonePanel}. */
type ChangePhonePanelProps = ImageCodeChallenge & {
  /** The new phone to start with (a kept draft); read on mount. */
  defaultPhone?: string;
  /** The new phone as typed, to be kept as a draft (codes never leave the form). */
  onPhoneChange: (phone: string) => void;
  /** Sends an SMS code with the typed image code; a rejection's reason shows by the form. */
  onSendCode: (input: { phone: string; imgCode: string }) => Promise<void>;
  onSubmit: (input: UpdatePhoneRequest) => Promise<void>;
};

const resolver = contractResolver<ChangePhoneValues>((c) => c.UpdatePhoneRequestSchema, {
  phone: { required: '请输入手机号！', rule: phoneProblem },
  code: { required: '请输入短信验证码！' },
});

/** 修改手机号's state: the contract's UpdatePhone checks, the send's checks, and the server's refusals by the form. */
export function ChangePhonePanel({
  defaultPhone = '',
  onPhoneChange,
  onSendCode,
  onSubmit,
  ...challenge
}: ChangePhonePanelProps) {
  const form = useForm<ChangePhoneValues>({
    defaultValues: { imgCode: '', phone: defaultPhone, code: '' },
    resolver,
  });
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(
    () =>
      form.subscribe({
        name: 'phone',
        formState: { values: true },
        callback: ({ values }) => onPhoneChange(values.phone),
      }),
    [form, onPhoneChange],
  );

  const send = async (): Promise<boolean> => {
    form.clearErrors(['imgCode', 'phone', 'code']);
    const phone = form.getValues('phone').trim();
    const imgCode = form.getValues('imgCode').trim();
    const phoneError = phone === '' ? '请输入手机号！' : phoneProblem(phone);
    if (phoneError) form.setError('phone', { type: 'send', message: phoneError }, { shouldFocus: true });
    else if (imgCode === '')
      form.setError('imgCode', { type: 'send', message: '请输入图形验证码！' }, { shouldFocus: true });
    if (phoneError || imgCode === '') return false;
    setFailure(null);
    return sendSpendingChallenge(() => onSendCode({ phone, imgCode }), {
      refused: setFailure,
      refreshImage: challenge.onRefreshImageCode,
      clearImageCode: () => form.setValue('imgCode', ''),
    });
  };

  const submit = form.handleSubmit(async ({ phone, code }) => {
    setFailure(null);
    try {
      await onSubmit({ phone, code });
    } catch (error) {
      setFailure(refusalText(error));
    }
  });

  return (
    <ChangePhoneForm
      {...challenge}
      fields={{
        imgCode: textFieldProps(form, 'imgCode'),
        phone: textFieldProps(form, 'phone'),
        code: textFieldProps(form, 'code'),
      }}
      onSendCode={send}
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
