import type { StaffRole } from '@art-portal/api-client/admin';

/** Who makes a back-office call: the session's staff member and the address they call from (`request.staff`). */
export type StaffActor = {
  id: number;
  loginName: string;
  role: StaffRole;
  /** The client's address, as the proxy configuration names it. */
  address: string;
};
