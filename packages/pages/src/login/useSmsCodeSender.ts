import { portalApi } from '@art-portal/state';
import { useImageChallenge } from '../internal/useImageChallenge';
import { useToast } from '../providers/ToastContext';
import { failureText } from './failureText';

/** The typed code belongs to no challenge: none could be fetched (the server would say 参数 codeId 不能为空). */
export const IMAGE_MISSING = '图形验证码未加载，请点击图片重试';

/** What a phone form needs to send an SMS code: the image challenge and the send rules of ui.md. */
export type SmsCodeSender = {
  imageSrc: string | null;
  /** The challenge could not be fetched; clicking its place asks again. */
  imageFailed: boolean;
  refreshImage: () => void;
  /**
   * Validates, sends and reports. Every send uses up the image challenge, so after one (sent or failed)
   * a new challenge is shown and the typed image code must be cleared.
   */
  send: (input: { phone: string; imgCode: string }) => Promise<'invalid' | 'sent' | 'failed'>;
};

/** The image challenge and the SMS send of the login, register and reset forms. */
export function useSmsCodeSender(
  onValidation: (errors: { phone: string | null; imgCode: string | null }) => void,
): SmsCodeSender {
  const imageCode = useImageChallenge();
  const [sendSms] = portalApi.endpoints.authSendSmsCode.useMutation();
  const toast = useToast();
  const refreshImage = () => void imageCode.refetch();

  return {
    imageSrc: imageCode.data?.url ?? null,
    imageFailed: imageCode.isError && !imageCode.isFetching,
    refreshImage,
    async send({ phone, imgCode }) {
      const codeId = imageCode.data?.codeId;
      const errors = {
        phone: phone.trim() === '' ? '请输入手机号！' : null,
        imgCode: imgCode.trim() === '' ? '请输入图形验证码！' : codeId === undefined ? IMAGE_MISSING : null,
      };
      onValidation(errors);
      if (errors.phone || errors.imgCode) {
        if (codeId === undefined) refreshImage();
        return 'invalid';
      }
      try {
        await sendSms({
          phone: phone.trim(),
          code: imgCode.trim(),
          codeId: codeId ?? '',
        }).unwrap();
        toast('success', '短信验证码发送成功！');
        return 'sent';
      } catch (error) {
        const message = failureText(error);
        if (message) toast('error', message);
        return 'failed';
      } finally {
        refreshImage();
      }
    },
  };
}
