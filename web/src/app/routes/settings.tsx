import SettingsRoute from '@/features/accounts/routes/settings';
import { YourData } from '@/features/privacy/components/your-data';

/**
 * /settings: the accounts feature's settings with "Your data" (feature `privacy`: the download of
 * everything kept and the privacy terms accepted) before deleting the account. Features do not
 * import each other; the app puts them together here.
 */
export default function SettingsPage() {
  return <SettingsRoute extraSections={<YourData />} />;
}
