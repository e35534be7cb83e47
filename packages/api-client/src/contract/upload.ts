import Type from 'typebox';

/** Schema of `UploadSign`. */
export const UploadSignSchema = Type.Object({
  accessId: Type.String(),
  host: Type.String(),
  policy: Type.String(),
  signature: Type.String(),
  dir: Type.String(),
  expire: Type.Integer(),
});
