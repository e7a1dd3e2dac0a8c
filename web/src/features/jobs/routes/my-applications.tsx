import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import { Pagination } from '@/components/ui/pagination';
import Skeleton from 'antd/es/skeleton';
import Tabs from 'antd/es/tabs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { applicationStatuses, isApplicationStatus } from '@/lib/application-status';
import { useMyApplications, type MyApplication } from '../api/get-my-applications';
import { MyApplicationCard } from '../components/my-application-card';

const PAGE_SIZE = 10;
const ALL = 'all';

/**
 * My applications, one tab per status value, the tab kept in ?tab= (spec section 2).
 * `extraActions`: buttons another feature adds to an application's (the app composes them,
 * app/routes).
 */
export default function MyApplicationsRoute({ extraActions }: { extraActions?: (application: MyApplication) => ReactNode } = {}) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab = isApplicationStatus(requested) ? requested : undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const applications = useMyApplications({ tab, page, pageSize: PAGE_SIZE });

  const select = (key: string) => setParams(key === ALL ? {} : { tab: key });

  return (
    <Flex vertical gap={16}>
      <Tabs
        activeKey={tab ?? ALL}
        onChange={select}
        items={[ALL, ...applicationStatuses].map((key) => ({
          key,
          label: key === ALL ? t('jobs.myApplications.all') : t(`common.applicationStatus.${key}`),
        }))}
      />
      {applications.isPending ? (
        <Skeleton active />
      ) : applications.data && applications.data.results.length > 0 ? (
        <>
          {applications.data.results.map((application) => (
            <MyApplicationCard key={application.id} application={application} extraActions={extraActions?.(application)} />
          ))}
          <Pagination
            current={page}
            pageSize={PAGE_SIZE}
            total={applications.data.count}
            hideOnSinglePage
            showSizeChanger={false}
            onChange={(next) => setParams({ ...(tab ? { tab } : {}), ...(next > 1 ? { page: String(next) } : {}) })}
          />
        </>
      ) : (
        <Empty description={t('jobs.myApplications.empty')} />
      )}
    </Flex>
  );
}
