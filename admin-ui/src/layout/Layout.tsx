import type { ReactNode } from 'react';
import { Layout as RaLayout } from 'react-admin';
import { ChangePasswordPage } from '../login/ChangePasswordPage';
import { useMustChangePassword } from '../login/usePasswordGate';
import { AppBar } from './AppBar';
import { Menu } from './Menu';

/** Every signed-in screen; an admin who must choose a new password sees only that, before anything else. */
export function Layout({ children }: { children: ReactNode }) {
  const mustChangePassword = useMustChangePassword();
  if (mustChangePassword) return <ChangePasswordPage />;
  return (
    <RaLayout appBar={AppBar} menu={Menu}>
      {children}
    </RaLayout>
  );
}
