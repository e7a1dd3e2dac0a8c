import Alert from 'antd/es/alert';
import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Skeleton from 'antd/es/skeleton';
import Tabs from 'antd/es/tabs';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { can } from '@/config/access';
import { useUser } from '@/lib/auth';
import { FunnelTab } from '../components/funnel-tab';
import { HiringSpeedTab } from '../components/hiring-speed-tab';
import { OffersTab } from '../components/offers-tab';
import { ReportFilters } from '../components/report-filters';
import { SourcesTab } from '../components/sources-tab';
import { readReportFilter, reportQueries, reportTabs, withReportChanges, type ReportChanges, type ReportTab } from '../utils/report-filter';
import type { TabProps } from '../utils/tabs';

// These two tabs' code (with the competency categories and the answers' choices they draw) comes
// when first opened; their texts (`lists`, `diversity`) come with the route, as the router
// lists every namespace a route's code reads (checked by router.test.ts).
const InterviewersTab = lazy(() => import('../components/interviewers-tab').then((module) => ({ default: module.InterviewersTab })));
const DiversityTab = lazy(() => import('../components/diversity-tab').then((module) => ({ default: module.DiversityTab })));

/** The translation key of a tab's title. */
const tabTitles: Record<ReportTab, string> = {
  funnel: 'reports.tabs.funnel',
  hiring_speed: 'reports.tabs.hiringSpeed',
  offers: 'reports.tabs.offers',
  interviewers: 'reports.tabs.interviewers',
  diversity: 'reports.tabs.diversity',
  sources: 'reports.tabs.sources',
};

/**
 * Hiring analytics (issue 42, /reports), a tab per report: the funnel of the applications
 * submitted in a period (the cohort; the last 90 days without a choice), how fast hires came,
 * the offers and what became of them, the interviewers' evaluations against their panels', and
 * the funnel per self-identified group and per source (where the applicants came from). All
 * are as known at the end of the "as of" day, for every job in the caller's scope, some jobs or
 * an org unit. The funnel, the hiring speed and
 * the offers compare a second period side by side. Every filter and the tab are in the URL, so
 * a report is a link. For the company and the employees who see applicants (`see_applicants`);
 * others get a notice.
 */
export default function ReportsRoute() {
  const { t } = useTranslation();
  const user = useUser();
  const allowed = can(user, 'see_applicants');
  const [params, setParams] = useSearchParams();
  const filter = readReportFilter(params);

  if (!allowed) return <Alert type="info" showIcon title={t('reports.notForRole')} />;

  const update = (changes: ReportChanges) => setParams((previous) => withReportChanges(previous, changes), { replace: true });
  const props: TabProps = {
    filter,
    queries: reportQueries(filter),
    labels: filter.compare ? { current: t('reports.series.current'), compared: t('reports.series.compared') } : undefined,
    enabled: allowed,
  };
  // Only the open tab is drawn, so only its report is asked.
  const content = (tab: ReportTab) => {
    if (tab !== filter.tab) return null;
    switch (tab) {
      case 'funnel':
        return <FunnelTab {...props} />;
      case 'hiring_speed':
        return <HiringSpeedTab {...props} />;
      case 'offers':
        return <OffersTab {...props} />;
      case 'interviewers':
        return <InterviewersTab {...props} onChange={update} />;
      case 'diversity':
        return <DiversityTab {...props} />;
      case 'sources':
        return <SourcesTab {...props} />;
    }
  };

  return (
    <Flex vertical gap={16}>
      <Card size="small">
        <ReportFilters filter={filter} onChange={update} />
      </Card>
      <Tabs
        activeKey={filter.tab}
        onChange={(tab) => update({ tab: tab as ReportTab })}
        items={reportTabs.map((tab) => ({
          key: tab,
          label: <span data-testid={`report-tab-${tab}`}>{t(tabTitles[tab])}</span>,
          children: <Suspense fallback={<Skeleton active paragraph={{ rows: 8 }} />}>{content(tab)}</Suspense>,
        }))}
      />
    </Flex>
  );
}
