import { useUser } from '@/lib/auth';
import { CompanyDashboard } from '../components/company-dashboard';
import { JobseekerDashboard } from '../components/jobseeker-dashboard';

/** Spec section 2: companies and all three employee roles get the company dashboard. */
export default function DashboardRoute() {
  const user = useUser();
  return user.user_type === 'jobseeker' ? <JobseekerDashboard user={user} /> : <CompanyDashboard user={user} />;
}
