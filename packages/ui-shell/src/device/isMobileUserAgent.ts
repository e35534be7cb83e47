const mobilePattern =
  /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobile|HarmonyOS|MicroMessenger/i;

/** Whether a user-agent string belongs to a phone or tablet browser. */
export function isMobileUserAgent(userAgent: string): boolean {
  return mobilePattern.test(userAgent);
}
