import { LogOutIcon, Menu, UsersIcon } from '@merchant/ui';

/** The data saver switch: whether the merchant turned it on, and the call to change it. */
export interface DataSaverSwitch {
  on: boolean;
  onChange: (on: boolean) => void;
}

export interface UserMenuProps {
  /** Name of the signed-in user, read out with the trigger. */
  userName?: string;
  /** Ends the session. */
  onLogout: () => void;
  /** Adds the 'Data saver' switch before 'Log Out'. */
  dataSaver?: DataSaverSwitch;
}

/** The avatar menu at the end of the top bar, holding 'Data saver' and 'Log Out'. */
export function UserMenu({ userName, onLogout, dataSaver }: UserMenuProps) {
  const logOut = { label: 'Log Out', icon: <LogOutIcon size={16} />, onSelect: onLogout };
  return (
    <Menu
      variant="icon"
      label={userName ? `Account menu for ${userName}` : 'Account menu'}
      icon={<UsersIcon size={20} />}
      items={
        dataSaver
          ? [
              {
                label: 'Data saver',
                checked: dataSaver.on,
                onSelect: () => dataSaver.onChange(!dataSaver.on),
              },
              logOut,
            ]
          : [logOut]
      }
    />
  );
}
