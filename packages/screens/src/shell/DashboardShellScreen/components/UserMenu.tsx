import { LogOutIcon, Menu, UsersIcon } from '@merchant/ui';

export interface UserMenuProps {
  /** Name of the signed-in user, read out with the trigger. */
  userName?: string;
  /** Ends the session. */
  onLogout: () => void;
}

/** The avatar menu at the end of the top bar, holding 'Log Out'. */
export function UserMenu({ userName, onLogout }: UserMenuProps) {
  return (
    <Menu
      variant="icon"
      label={userName ? `Account menu for ${userName}` : 'Account menu'}
      icon={<UsersIcon size={20} />}
      items={[{ label: 'Log Out', icon: <LogOutIcon size={16} />, onSelect: onLogout }]}
    />
  );
}
