/** Shown for any server error the catalogue has no other message for. */
export const SERVER_ERROR_MESSAGE = '服务错误，请稍后重试';
/** Shown when code 10001 arrives in a normal response. */
export const UNAUTHENTICATED_MESSAGE = '未登录，请重新登录';
/** Shown when no response arrived. */
export const NETWORK_ERROR_MESSAGE = '请检查网络连接';
/** Message of the error an upload rejects with when storage refuses the file. */
export const UPLOAD_REFUSED_MESSAGE = '文件上传失败，请稍后重试';
/** Message of the error an upload rejects with when its signal aborts it. */
export const UPLOAD_CANCELLED_MESSAGE = '上传已取消';
/** Message of the error a call rejects with when its signal cancels it. */
export const CANCELLED_MESSAGE = '请求已取消';
/** Message of the error a call rejects with when its time limit runs out. */
export const TIMEOUT_MESSAGE = '请求超时，请稍后重试';
