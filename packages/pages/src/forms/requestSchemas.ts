// Loaded by contractResolver on a form's first check, so TypeBox and the schemas stay out of the page's first load.
export {
  AttendActivityRequestSchema,
  ChangePasswordRequestSchema,
  CourseCommentRequestSchema,
  LoginBySmsRequestSchema,
  RegisterRequestSchema,
  ResetPasswordRequestSchema,
  SendSmsCodeRequestSchema,
  SubmitHomeworkRequestSchema,
  UpdateInfoRequestSchema,
  UpdatePhoneRequestSchema,
  UpdateEmailRequestSchema,
} from '@art-portal/api-client/contract';
