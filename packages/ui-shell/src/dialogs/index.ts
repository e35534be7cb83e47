export { PortalDialog } from './PortalDialog';
export type { PortalDialogProps } from './PortalDialog';
export { VerificationDialog } from './VerificationDialog';
export type { VerificationDialogProps, VerificationValues } from './VerificationDialog';
export { ChangeEmailForm } from './ChangeEmailForm';
export type { ChangeEmailFormProps } from './ChangeEmailForm';
export { ChangePasswordForm } from './ChangePasswordForm';
export type { ChangePasswordFormProps } from './ChangePasswordForm';
export type { FieldBinding } from './FieldBinding';
export { PersonalCenterDialog } from './PersonalCenterDialog';
export type { PersonalCenterDialogProps, PersonalCenterTab } from './PersonalCenterDialog';
export type {
  ChangePhoneInput,
  ChangePhoneValues,
  ImageCodeChallenge,
  SendPhoneCodeInput,
} from './personalCenterTypes';
