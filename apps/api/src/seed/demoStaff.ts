import type { StaffRole } from '@art-portal/api-client/admin';

/** Password of every demo staff member (listed in apps/api/README.md). */
export const demoStaffPassword = 'Admin2026demo';

/**
 * The demo 管理员's TOTP secret (base32), fixed so that the demo can be used at once: add it to an authenticator
 * app, or print the current code with `pnpm --filter @art-portal/api staff demo-code`. Never in production: demo
 * staff exist only with the demo content.
 */
export const demoAdminTotpSecret = 'ARTPORTALDEMOADMINSECRETKEYABCDE';

/** The demo staff, one per role. */
export const demoStaff: readonly { loginName: string; displayName: string; role: StaffRole }[] = [
  { loginName: 'admin', displayName: '演示管理员', role: 'admin' },
  { loginName: 'editor', displayName: '演示编辑', role: 'editor' },
  { loginName: 'reviewer', displayName: '演示审核员', role: 'reviewer' },
];
