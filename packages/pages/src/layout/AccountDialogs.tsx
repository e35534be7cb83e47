import { PersonalCenterDialog, type PersonalCenterTab } from '@art-portal/ui-shell/dialogs';
import { useShellRouter } from '@art-portal/ui-shell/app-shell';
import { TEXT_LIMITS } from '@art-portal/api-client';
import {
  loggedOut,
  portalApi,
  selectIsMobile,
  selectUserInfo,
  useAppDispatch,
  useAppSelector,
} from '@art-portal/state';
import { ChangeEmailPanel } from '../account/ChangeEmailPanel';
import { ChangePasswordPanel } from '../account/ChangePasswordPanel';
import { ChangePhonePanel } from '../account/ChangePhonePanel';
import { VerificationPanel, type VerificationDraft } from '../account/VerificationPanel';
import { useCallback } from 'react';
import { moveDrafts } from '../auth/draftOwner';
import { useDraft } from '../auth/useDraft';
import { useImageChallenge } from '../internal/useImageChallenge';
import { failureText } from '../login/failureText';
import { IMAGE_MISSING } from '../login/imageMissing';
import { useToast } from '../providers/ToastContext';
import { pathTo } from '../routing/pathTo';

const verificationMaxLengths = {
  name: TEXT_LIMITS.verificationName,
  authOrg: TEXT_LIMITS.authOrg,
  studentCode: TEXT_LIMITS.studentCode,
};

type AccountDialogsProps = { dialog: 'verification' | 'personal-center'; onClose: () => void };

type PersonalCenterDraft = { phone?: string; email?: string; tab?: PersonalCenterTab };

/**
 * The user menu's dialogs, connected to the API: loaded only when one is opened. What the customer types
 * is a draft, so a session the server ends (or a reload) loses nothing: 关闭 and a successful change
 * discard it. Drafts are per customer, so whoever logs in next in this tab never sees another's.
 */
export function AccountDialogs(props: AccountDialogsProps) {
  const owner = useAppSelector(selectUserInfo)?.phone ?? '';
  return <OwnedAccountDialogs key={owner} owner={owner} {...props} />;
}

function OwnedAccountDialogs({ dialog, onClose, owner }: AccountDialogsProps & { owner: string }) {
  const storedUser = useAppSelector(selectUserInfo);
  const [verificationDraft, setVerificationDraft, clearVerificationDraft] = useDraft<
    Partial<VerificationDraft>
  >(`account-verification:${owner}`, {});
  const [personalCenterDraft, setPersonalCenterDraft, clearPersonalCenterDraft] =
    useDraft<PersonalCenterDraft>(`account-personal-center:${owner}`, {});
  const user = storedUser ?? { name: '', phone: '', email: null };
  const mobile = useAppSelector(selectIsMobile);
  const dispatch = useAppDispatch();
  const toast = useToast();
  const router = useShellRouter();
  const projects = portalApi.endpoints.customerListProjects.useQuery(undefined, {
    skip: dialog !== 'verification',
  });
  const imageCode = useImageChallenge({ skip: dialog !== 'personal-center' });
  const [updateInfo] = portalApi.endpoints.customerUpdateInfo.useMutation();
  const [sendSms] = portalApi.endpoints.authSendSmsCode.useMutation();
  const [sendEmail] = portalApi.endpoints.authSendEmailCode.useMutation();
  const [updatePhone] = portalApi.endpoints.customerUpdatePhone.useMutation();
  const [updateEmail] = portalApi.endpoints.customerUpdateEmail.useMutation();
  const [changePassword] = portalApi.endpoints.customerChangePassword.useMutation();
  const codeId = imageCode.data?.codeId ?? '';
  const keepPhone = useCallback(
    (phone: string) => setPersonalCenterDraft((draft) => ({ ...draft, phone })),
    [setPersonalCenterDraft],
  );
  const keepVerification = useCallback(
    (values: VerificationDraft) => setVerificationDraft(() => values),
    [setVerificationDraft],
  );
  const keepEmail = useCallback(
    (email: string) => setPersonalCenterDraft((draft) => ({ ...draft, email })),
    [setPersonalCenterDraft],
  );

  const closeDiscarding = (clearDraft: () => void) => () => {
    clearDraft();
    onClose();
  };
  const reLogin = () => {
    clearPersonalCenterDraft();
    toast('success', '修改成功，请重新登录');
    // Closed before the session ends: a dialog the session's end closes would open again after the next login.
    onClose();
    dispatch(loggedOut());
    router.navigate(pathTo('login', { t: 'login' }));
  };
  // A typed code that belongs to no challenge (none could be fetched) is not sent: the server would only name codeId.
  const requireChallenge = () => {
    if (imageCode.data) return;
    void imageCode.refetch();
    throw new Error(IMAGE_MISSING);
  };
  // Every send uses up the image challenge, so a new one is shown after it, sent or failed.
  const refreshOnFailure = async (send: Promise<unknown>) => {
    try {
      await send;
    } finally {
      void imageCode.refetch();
    }
  };

  if (dialog === 'verification') {
    return (
      <VerificationPanel
        onClose={closeDiscarding(clearVerificationDraft)}
        mobile={mobile}
        user={user}
        projects={projects.data ?? []}
        maxLengths={verificationMaxLengths}
        onRetryProjects={projects.isError && !projects.isFetching ? () => void projects.refetch() : undefined}
        defaultValues={verificationDraft}
        onValuesChange={keepVerification}
        onSubmit={async (input) => {
          await updateInfo(input).unwrap();
          clearVerificationDraft();
          toast('success', '修改成功');
        }}
      />
    );
  }
  const imageFailed = imageCode.isError && !imageCode.isFetching;
  const challenge = {
    imageSrc: imageCode.data?.url ?? null,
    imageFailed,
    imageFailure: imageFailed ? failureText(imageCode.error) : null,
    onRefreshImageCode: () => void imageCode.refetch(),
  };
  return (
    <PersonalCenterDialog
      open
      onClose={closeDiscarding(clearPersonalCenterDraft)}
      mobile={mobile}
      initialTab={personalCenterDraft.tab}
      onTabChange={(tab) => setPersonalCenterDraft((draft) => ({ ...draft, tab }))}
      phonePanel={
        <ChangePhonePanel
          {...challenge}
          defaultPhone={personalCenterDraft.phone}
          onPhoneChange={keepPhone}
          onSendCode={async ({ phone, imgCode }) => {
            requireChallenge();
            await refreshOnFailure(sendSms({ phone, code: imgCode, codeId }).unwrap());
            toast('success', '短信验证码发送成功！');
          }}
          onSubmit={async (input) => {
            await updatePhone(input).unwrap();
            moveDrafts(input.phone);
            reLogin();
          }}
        />
      }
      emailPanel={
        <ChangeEmailPanel
          {...challenge}
          currentEmail={user.email}
          defaultEmail={personalCenterDraft.email}
          onEmailChange={keepEmail}
          onSendCode={async ({ email, imgCode }) => {
            requireChallenge();
            await refreshOnFailure(sendEmail({ email, code: imgCode, codeId }).unwrap());
            toast('success', '邮箱验证码发送成功！');
          }}
          onSubmit={async (input) => {
            await updateEmail(input).unwrap();
            reLogin();
          }}
        />
      }
      passwordPanel={
        <ChangePasswordPanel
          onSubmit={async (input) => {
            await changePassword(input).unwrap();
            reLogin();
          }}
        />
      }
    />
  );
}
