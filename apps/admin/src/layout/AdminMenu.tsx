import { Menu, useGetIdentity } from 'react-admin';
import { routeRoles } from '../api/routeRoles';
import type { StaffIdentity } from '../auth/createAuthProvider';
import { screens } from '../screens';
import { visibleMenuEntries } from './menuEntries';
import { menuIcons } from './menuIcons';

/**
 * The menu of admin.md, in its order: the entries the staff member's role may use (the server's route table) and
 * this app has a screen for. The reviews' entries (issue 54) appear once their calls and screens exist.
 */
export function AdminMenu() {
  const { identity } = useGetIdentity();
  const role = (identity as StaffIdentity | undefined)?.staff.role;
  // Until the role is known, no entry: an empty Menu would list every registered kind, which a reviewer may not use.
  if (!role) return <Menu>{[]}</Menu>;
  const entries = visibleMenuEntries(routeRoles, role).filter(
    (entry) => entry.resource === '' || entry.resource in screens,
  );
  return (
    <Menu>
      {entries.map((entry) => {
        const Icon = menuIcons[entry.resource];
        return (
          <Menu.Item
            key={entry.resource}
            to={`/${entry.resource}`}
            primaryText={entry.label}
            leftIcon={Icon ? <Icon /> : undefined}
          />
        );
      })}
    </Menu>
  );
}
