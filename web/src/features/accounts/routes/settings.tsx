import Flex from 'antd/es/flex';
import { DeleteAccount } from '../components/delete-account';
import { LanguageSettings } from '../components/language-settings';

export default function SettingsRoute() {
  return (
    <Flex vertical gap={24} style={{ maxWidth: 720 }}>
      <LanguageSettings />
      <DeleteAccount />
    </Flex>
  );
}
