export { PortalDialog } from './PortalDialog';
export type { PortalDialogProps } from './PortalDialog';
export { VerificationDialog } from './VerificationDialog';
export type { VerificationDialogProps, VerificationValues } from './VerificationDialog';
export { PersonalCenterDialog } from './PersonalCenterDialog';
export type { PersonalCenterDialogProps, PersonalCenterTab } from './PersonalCenterDialog';
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
