import SettingsRoute from '@/features/accounts/routes/settings';
import { DiversitySetting } from '@/features/diversity/components/diversity-setting';
import { Retention } from '@/features/privacy/components/retention';
import { YourData } from '@/features/privacy/components/your-data';
import { useUser } from '@/lib/auth';

/**
 * /settings: the accounts feature's settings with the privacy feature's sections before deleting
 * the account: "Your data" (the download of everything kept and the privacy terms accepted) and,
 * for the company account, the retention period for rejected applicants and whether applicants
 * are asked the optional self-identification questions (feature `diversity`), which only it may
 * read and set. Features do not import each other; the app puts them together here.
 */
export default function SettingsPage() {
  const user = useUser();
  return (
    <SettingsRoute
      extraSections={
        <>
          <YourData />
          {user.user_type === 'company' && (
            <>
              <Retention />
              <DiversitySetting />
            </>
          )}
        </>
      }
    />
  );
}
