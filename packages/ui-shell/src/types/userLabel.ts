import type { ShellUser } from './ShellUser';

/** The label of the user menu: the name, else the phone, else the e-mail (blank values are skipped). */
export function userLabel(user: ShellUser): string {
  for (const value of [user.name, user.phone, user.email]) {
    if (value && value.trim() !== '') return value;
  }
  return '';
}
