/** Verification state of a customer: 0 pending review, 1 passed, 2 failed, `null` never applied. */
export type AuthStatus = 0 | 1 | 2 | null;

/** The logged-in customer as the shell shows it (structurally a subset of the api-client's `UserInfo`). */
export interface ShellUser {
  name?: string | null;
  phone?: string | null;
  email?: string | null;
}

/** The customer's verification details, as the verification dialog shows and edits them. */
export interface VerificationUser extends ShellUser {
  authProject?: number | string | null;
  authOrg?: string | null;
  studentCode?: string | null;
  authStatus?: AuthStatus;
}

/** A project a customer can be verified against. */
export interface Project {
  id: number | string;
  projectName: string;
}
