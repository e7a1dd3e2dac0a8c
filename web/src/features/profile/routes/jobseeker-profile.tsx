import { MessageOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Skeleton from 'antd/es/skeleton';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth';
import { useJobseekerProfile } from '../api/get-jobseeker-profile';
import { JobseekerProfileView } from '../components/jobseeker-profile-view';

/** A job seeker's public profile, read only; companies reach it from applicants and the CV database. */
export default function JobseekerProfileRoute() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const user = useUser();
  const profile = useJobseekerProfile(id);
  if (profile.isPending) return <Skeleton active avatar paragraph={{ rows: 8 }} />;
  if (!profile.data) return <Empty description={t('profile.notFound')} />;
  const own = user.id === profile.data.id;
  return (
    <JobseekerProfileView
      profile={profile.data}
      editable={false}
      actions={
        own ? (
          <Link to={paths.profile.getHref()}>
            <Button>{t('profile.editOwn')}</Button>
          </Link>
        ) : (
          <Link to={paths.message.getHref(profile.data.id)}>
            <Button icon={<MessageOutlined aria-hidden />}>{t('profile.sendMessage')}</Button>
          </Link>
        )
      }
    />
  );
}
