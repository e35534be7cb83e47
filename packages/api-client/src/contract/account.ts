import Type from 'typebox';
import { IdSchema } from './common';

/** Schema of `AuthStatus`. */
export const AuthStatusSchema = Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2), Type.Null()]);

/** Schema of `UserInfo`. */
export const UserInfoSchema = Type.Object({
  name: Type.String(),
  phone: Type.String(),
  email: Type.Union([Type.String(), Type.Null()]),
  authProject: Type.Union([IdSchema, Type.Null()]),
  authOrg: Type.Union([Type.String(), Type.Null()]),
  studentCode: Type.Union([Type.String(), Type.Null()]),
  authStatus: AuthStatusSchema,
});

/** Schema of `Project`. */
export const ProjectSchema = Type.Object({ id: IdSchema, projectName: Type.String() });

/** Schema of `ImgCode`. */
export const ImgCodeSchema = Type.Object({ codeId: Type.String(), url: Type.String() });

/** Schema of `Token`. */
export const TokenSchema = Type.Object({ access_token: Type.String(), expires_in: Type.Integer() });

/** Schema of `SendSmsCodeRequest` (query). */
export const SendSmsCodeRequestSchema = Type.Object({
  phone: Type.String({ minLength: 1 }),
  code: Type.String({ minLength: 1 }),
  codeId: Type.String({ minLength: 1 }),
});

/** Schema of `SendEmailCodeRequest` (query). */
export const SendEmailCodeRequestSchema = Type.Object({
  email: Type.String({ minLength: 1 }),
  code: Type.String({ minLength: 1 }),
  codeId: Type.String({ minLength: 1 }),
});

/** Schema of `LoginBySmsRequest` (query). */
export const LoginBySmsRequestSchema = Type.Object({
  phone: Type.String({ minLength: 1 }),
  code: Type.String({ minLength: 1 }),
});

/** Schema of `RegisterRequest`. */
export const RegisterRequestSchema = Type.Object({
  phone: Type.String({ minLength: 1 }),
  code: Type.String({ minLength: 1 }),
  password: Type.String({ minLength: 1 }),
});

/** Schema of `ResetPasswordRequest`. */
export const ResetPasswordRequestSchema = Type.Object({
  phone: Type.String({ minLength: 1 }),
  code: Type.String({ minLength: 1 }),
  password: Type.String({ minLength: 1 }),
});

/** Schema of `ChangePasswordRequest`. */
export const ChangePasswordRequestSchema = Type.Object({
  oldPassword: Type.String({ minLength: 1 }),
  newPassword: Type.String({ minLength: 1 }),
});

/** Schema of `UpdatePhoneRequest`. */
export const UpdatePhoneRequestSchema = Type.Object({
  phone: Type.String({ minLength: 1 }),
  code: Type.String({ minLength: 1 }),
});

/** Schema of `UpdateEmailRequest`. */
export const UpdateEmailRequestSchema = Type.Object({
  email: Type.String({ minLength: 1 }),
  code: Type.String({ minLength: 1 }),
  oldCode: Type.Optional(Type.String()),
});

/** Schema of `UpdateInfoRequest`. */
export const UpdateInfoRequestSchema = Type.Object({
  name: Type.String({ minLength: 1 }),
  authProject: IdSchema,
  authOrg: Type.String(),
  studentCode: Type.String(),
});
