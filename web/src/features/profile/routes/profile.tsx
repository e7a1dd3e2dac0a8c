import Result from 'antd/es/result';
import Skeleton from 'antd/es/skeleton';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth';
import { useMyProfile } from '../api/get-my-profile';
import { CompanyProfileEditor } from '../components/company-profile-editor';
import { JobseekerProfileView } from '../components/jobseeker-profile-view';

function MyJobseekerProfile() {
  const { t } = useTranslation();
  const profile = useMyProfile();
  if (profile.isPending) return <Skeleton active avatar paragraph={{ rows: 8 }} />;
  if (!profile.data) return <Result status="warning" title={t('profile.loadFailed')} />;
  return <JobseekerProfileView profile={profile.data} editable />;
}

/**
 * /profile: the company profile for a company, the job seeker's own profile for a job seeker
 * (spec section 2). An employee has no profile of their own here: their company's page is theirs.
 */
export default function ProfileRoute() {
  const user = useUser();
  if (user.user_type === 'company' && user.profile) return <CompanyProfileEditor companyId={user.profile.id} />;
  if (user.user_type === 'employee' && user.profile?.company) return <Navigate to={paths.company.getHref(user.profile.company.id)} replace />;
  return <MyJobseekerProfile />;
}
