export { PortalDialog } from './PortalDialog';
export type { PortalDialogProps } from './PortalDialog';
export { VerificationDialog } from './VerificationDialog';
export type { VerificationDialogProps, VerificationValues } from './VerificationDialog';
export { authStatusText } from './authStatusText';
export { PersonalCenterDialog } from './PersonalCenterDialog';
export type { PersonalCenterDialogProps, PersonalCenterTab } from './PersonalCenterDialog';
export { ChangePhoneForm } from './ChangePhoneForm';
export type { ChangePhoneFormProps } from './ChangePhoneForm';
export { ChangeEmailForm } from './ChangeEmailForm';
export type { ChangeEmailFormProps } from './ChangeEmailForm';
export { ChangePasswordForm } from './ChangePasswordForm';
export type { ChangePasswordFormProps } from './ChangePasswordForm';
export type {
  ChangeEmailInput,
  ChangeEmailValues,
  ChangePasswordInput,
  ChangePhoneInput,
  ChangePhoneValues,
  ImageCodeChallenge,
  PersonalCenterValues,
  SendEmailCodeInput,
  SendPhoneCodeInput,
} from './personalCenterTypes';
