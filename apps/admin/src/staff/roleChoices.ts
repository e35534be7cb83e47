import { staffRoleLabels, staffRoles } from '@art-portal/api-client/admin';

/** The roles as react-admin choices: 管理员, 编辑, 审核员. */
export const roleChoices = staffRoles.map((role) => ({ id: role, name: staffRoleLabels[role] }));
