/** The typed code belongs to no challenge: none could be fetched (the server would say 参数 codeId 不能为空). */
export const IMAGE_MISSING = '图形验证码未加载，请点击图片重试';
