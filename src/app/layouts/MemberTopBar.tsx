// The top bar of a signed-in member: their variant's links and menus, the community tabs their
// privileges allow, the bell and the account menu by role. Loaded with the member's session
// (the app actors await member-top-bar.tsx's loader while auth loads the member), never for a guest (decision 0068).
import { useMemo, type ReactNode } from 'react';
import { selectActiveRole, selectPrivileges, selectUser } from '../../../machines/auth';
import { communityTabs, profileMenuFor } from '../../../machines/privileges/permissions';
import { ProfileMenu, type ProfileMenuEntry } from '../../components/ProfileMenu/ProfileMenu';
import { TopBar, type TopBarVariant } from '../../components/TopBar/TopBar';
import { imageLink, isLink } from '../../lib/links';
import { useAppActors, useAuth } from '../AppActorsContext';
import { TOP_BAR_LINKS, TOP_BAR_MENUS } from '../member-navigation';

/** SPEC §2 public header: an account menu with My Account and Logout. */
const PUBLIC_ACCOUNT_MENU: ProfileMenuEntry[] = [{ label: 'My Account', to: '/account' }, { label: 'Logout', action: 'logout' }];

export interface MemberTopBarProps {
  variant: TopBarVariant;
  selectedMenu: string | null;
  selectedSubMenu: string | null;
  onSelectMenuItem: (menuId: string, item: string) => void;
  notifications: ReactNode;
}

export default function MemberTopBar({ variant, selectedMenu, selectedSubMenu, onSelectMenuItem, notifications }: MemberTopBarProps) {
  const { auth, menu: menuStore } = useAppActors();
  const user = useAuth(selectUser);
  const activeRole = useAuth(selectActiveRole);
  const privileges = useAuth(selectPrivileges);
  const userId = user?.user_id ?? 0;
  const menu = useMemo(
    () => (variant === 'default' ? PUBLIC_ACCOUNT_MENU : profileMenuFor(activeRole, userId)),
    [variant, activeRole, userId],
  );
  const tabs = useMemo(() => communityTabs(privileges).map((t) => ({ label: t.label, to: t.to })), [privileges]);

  return (
    <TopBar
      variant={variant}
      links={TOP_BAR_LINKS[variant]}
      menus={TOP_BAR_MENUS[variant]}
      selectedMenu={selectedMenu}
      selectedSubMenu={selectedSubMenu}
      onSelectMenuItem={onSelectMenuItem}
      signedIn
      account={user ? (
        <ProfileMenu
          name={[user.firstName, user.lastName].filter(Boolean).join(' ') || user.username}
          roleLabel={user.display_name}
          items={menu}
          onLogout={() => {
            menuStore.send({ type: 'menu.reset' });
            auth.send({ type: 'auth.logout' });
          }}
          onSelect={(item) => menuStore.send({ type: 'menu.selectAccount', item })}
          imageUrl={user.profile_image && isLink(imageLink(user.profile_image)) ? imageLink(user.profile_image) : null}
        />
      ) : undefined}
      notifications={notifications}
      subNav={variant === 'community' ? { label: 'Communities', links: tabs } : undefined}
      homeTo="/user/home"
    />
  );
}
