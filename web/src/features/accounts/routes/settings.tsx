import Flex from 'antd/es/flex';
import type { ReactNode } from 'react';
import { ChangeEmail } from '../components/change-email';
import { ChangePassword } from '../components/change-password';
import { DeleteAccount } from '../components/delete-account';
import { LanguageSettings } from '../components/language-settings';
import { NotificationSettings } from '../components/notification-settings';

/** `extraSections`: what other features add before deleting the account (the app composes them, app/routes). */
export default function SettingsRoute({ extraSections }: { extraSections?: ReactNode } = {}) {
  return (
    <Flex vertical gap={24} style={{ maxWidth: 720 }}>
      <LanguageSettings />
      <NotificationSettings />
      <ChangePassword />
      <ChangeEmail />
      {extraSections}
      <DeleteAccount />
    </Flex>
  );
}
