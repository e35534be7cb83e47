import Type, { type Static } from 'typebox';

/** Schema of `StaffRole`. */
export const StaffRoleSchema = Type.Union([
  Type.Literal('admin'),
  Type.Literal('editor'),
  Type.Literal('reviewer'),
]);

/** A staff member's role: 管理员 (`admin`), 编辑 (`editor`) or 审核员 (`reviewer`). */
export type StaffRole = Static<typeof StaffRoleSchema>;

/** Every role, in the order the back office lists them. */
export const staffRoles: readonly StaffRole[] = ['admin', 'editor', 'reviewer'];

/** The role's name on screen (admin.md § Staff and roles). */
export const staffRoleLabels: Readonly<Record<StaffRole, string>> = {
  admin: '管理员',
  editor: '编辑',
  reviewer: '审核员',
};
