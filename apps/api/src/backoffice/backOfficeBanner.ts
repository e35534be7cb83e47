import { inArray } from 'drizzle-orm';
import type { ApiConfig } from '../config/loadConfig';
import type { Db } from '../db/openDatabase';
import { staff } from '../db/schema';
import { demoAdminTotpSecret, demoStaff, demoStaffPassword } from '../seed/demoStaff';

/**
 * What `npm start` prints about the back office: its address beside the portal's, and the demo staff while they exist (only with the
 * demo content) with how to get the demo 管理员's 动态验证码.
 */
export async function backOfficeBanner(
  db: Db,
  config: ApiConfig,
  listening: { portal: string; admin: string },
): Promise<string> {
  // The public addresses, unless the ports were chosen at start (0).
  const portal = config.port === 0 ? listening.portal : config.publicUrl;
  const admin = config.admin.port === 0 ? listening.admin : config.admin.publicUrl;
  const lines = [`[api] 门户 (portal): ${portal}/`, `[api] 管理后台 (back office): ${admin}/`];
  const names = demoStaff.map((member) => member.loginName);
  const present = await db
    .select({ loginName: staff.loginName })
    .from(staff)
    .where(inArray(staff.loginName, names));
  if (config.seedDemo && present.length > 0) {
    lines.push(
      `[api]   demo staff (password ${demoStaffPassword}): ${demoStaff
        .filter((member) => present.some((row) => row.loginName === member.loginName))
        .map((member) => `${member.loginName} (${member.displayName.replace('演示', '')})`)
        .join(', ')}`,
      `[api]   admin's 动态验证码: pnpm --filter @art-portal/api staff demo-code (TOTP secret ${demoAdminTotpSecret})`,
    );
  }
  return lines.join('\n');
}
