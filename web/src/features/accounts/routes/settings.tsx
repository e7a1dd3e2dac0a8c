import Flex from 'antd/es/flex';
import { ChangeEmail } from '../components/change-email';
import { ChangePassword } from '../components/change-password';
import { DeleteAccount } from '../components/delete-account';
import { LanguageSettings } from '../components/language-settings';
import { NotificationSettings } from '../components/notification-settings';

export default function SettingsRoute() {
  return (
    <Flex vertical gap={24} style={{ maxWidth: 720 }}>
      <LanguageSettings />
      <NotificationSettings />
      <ChangePassword />
      <ChangeEmail />
      <DeleteAccount />
    </Flex>
  );
}
