import { phoneProblem } from '@art-portal/api-client/contract';
import { portalApi } from '@art-portal/state';
import type { ResolverOptions } from 'react-hook-form';
import { contractResolver } from '../forms/contractResolver';
import { useImageChallenge } from '../internal/useImageChallenge';
import { useToast } from '../providers/ToastContext';
import { failureText } from './failureText';
import { IMAGE_MISSING } from './imageMissing';

type SendInput = { phone: string; imgCode: string };

/**
 * How a send ended: refused by the contract's checks, sent, or refused by the server, with its reason for the form to
 * show (`null` when the client's toast already said it).
 */
type SendOutcome =
  | { result: 'invalid'; errors: { phone?: string; imgCode?: string } }
  | { result: 'sent' }
  | { result: 'failed'; reason: string | null };

/** What a phone form needs to send an SMS code: the image challenge and the send rules of ui.md. */
export type SmsCodeSender = {
  imageSrc: string | null;
  /** The challenge could not be fetched; clicking its place asks again. */
  imageFailed: boolean;
  /** The server's reason for refusing a challenge (图形验证码获取次数过多，请1小时后再试), until one loads. */
  imageFailure: string | null;
  refreshImage: () => void;
  /**
   * Validates, sends and reports. Every send uses up the image challenge, so after one (sent or failed)
   * a new challenge is shown and the typed image code must be cleared.
   */
  send: (input: SendInput) => Promise<SendOutcome>;
};

type SendValues = { phone: string; code: string; codeId: string };

const checkSend = contractResolver<SendValues>((c) => c.SendSmsCodeRequestSchema, {
  phone: { required: '请输入手机号！', rule: phoneProblem },
  code: { required: '请输入图形验证码！' },
  codeId: { required: IMAGE_MISSING },
});

const checkOptions = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<SendValues>;

/** The image challenge and the SMS send of the login, register and reset forms. */
export function useSmsCodeSender(): SmsCodeSender {
  const imageCode = useImageChallenge();
  const [sendSms] = portalApi.endpoints.authSendSmsCode.useMutation();
  const toast = useToast();
  const refreshImage = () => void imageCode.refetch();
  const imageFailed = imageCode.isError && !imageCode.isFetching;
  const imageFailure = imageFailed ? failureText(imageCode.error) : null;

  return {
    imageSrc: imageCode.data?.url ?? null,
    imageFailed,
    imageFailure,
    refreshImage,
    async send({ phone, imgCode }) {
      const codeId = imageCode.data?.codeId ?? '';
      const checked = await checkSend({ phone, code: imgCode, codeId }, undefined, checkOptions);
      const { errors } = checked;
      if (errors.phone || errors.code || errors.codeId) {
        if (codeId === '') refreshImage();
        const imageError =
          errors.code?.message ?? (errors.codeId ? (imageFailure ?? IMAGE_MISSING) : undefined);
        return { result: 'invalid', errors: { phone: errors.phone?.message, imgCode: imageError } };
      }
      try {
        await sendSms({ phone: phone.trim(), code: imgCode.trim(), codeId }).unwrap();
        toast('success', '短信验证码发送成功！');
        return { result: 'sent' };
      } catch (error) {
        // Shown by 短信验证码 alone: a toast saying it again would put one refusal in two places.
        return { result: 'failed', reason: failureText(error) };
      } finally {
        refreshImage();
      }
    },
  };
}
