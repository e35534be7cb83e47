/** What a failed decision shows: the server's Chinese message, or a general one. */
export function failureMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : '操作失败，请重试';
}
