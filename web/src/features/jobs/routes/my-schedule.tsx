import Alert from 'antd/es/alert';
import Badge from 'antd/es/badge';
import Calendar from 'antd/es/calendar';
import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import { Segmented } from '@/components/ui/segmented';
import { Table } from '@/components/ui/table';
import Typography from 'antd/es/typography';
import type { TableColumnsType } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { hasModule } from '@/config/access';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth';
import type { InterviewResponse } from '@/types/jobs';
import { useInterviews } from '../api/get-interviews';
import { ScheduleDays } from '../components/schedule-days';
import { ScheduleFeedCard } from '../components/schedule-feed-card';
import { InterviewStatusTag } from '../components/status-tags';
import { formatDate, formatTime } from '../utils/format';
import { byDay } from '../utils/schedule';

const DAY = 'YYYY-MM-DD';

function InterviewList() {
  const { t } = useTranslation();
  const interviews = useInterviews({ from: dayjs().format(DAY) });
  const columns: TableColumnsType<InterviewResponse> = [
    { title: t('jobs.interview.date'), key: 'date', render: (_, item) => formatDate(item.date) },
    { title: t('jobs.schedule.time'), key: 'time', render: (_, item) => `${formatTime(item.start)}–${formatTime(item.end)}` },
    {
      title: t('jobs.offer.candidate'),
      key: 'candidate',
      render: (_, item) => <Link to={paths.applicant.getHref(item.application_id)}>{item.candidate_name ?? '—'}</Link>,
    },
    { title: t('jobs.offer.job'), key: 'job', render: (_, item) => <Link to={paths.myJob.getHref(item.job_id)}>{item.job_title}</Link> },
    { title: t('jobs.interview.location'), key: 'location', render: (_, item) => item.location ?? '—' },
    { title: t('jobs.offer.status'), key: 'status', render: (_, item) => <InterviewStatusTag status={item.status} /> },
  ];
  return (
    <Table<InterviewResponse>
      rowKey="id"
      columns={columns}
      dataSource={interviews.data ?? []}
      loading={interviews.isPending}
      scroll={{ x: true }}
      pagination={{ pageSize: 20, hideOnSinglePage: true }}
      locale={{ emptyText: t('jobs.schedule.empty') }}
    />
  );
}

function InterviewCalendar() {
  const [month, setMonth] = useState<Dayjs>(() => dayjs());
  // The visible grid spans a few days of the months around.
  const interviews = useInterviews({
    from: month.startOf('month').subtract(7, 'day').format(DAY),
    to: month.endOf('month').add(14, 'day').format(DAY),
  });
  const days = byDay(interviews.data ?? []);
  return (
    <Calendar
      value={month}
      onPanelChange={(value) => setMonth(value)}
      onSelect={(value) => setMonth(value)}
      cellRender={(current, info) => {
        if (info.type !== 'date') return info.originNode;
        return (
          <div>
            {(days.get(current.format(DAY)) ?? []).map((item) => (
              <Link key={item.id} to={paths.applicant.getHref(item.application_id)} style={{ display: 'block' }}>
                <Badge
                  status={item.status === 'cancelled' ? 'default' : item.status === 'completed' ? 'success' : 'processing'}
                  text={
                    <Typography.Text style={{ fontSize: 12 }} delete={item.status === 'cancelled'}>
                      {formatTime(item.start)} {item.candidate_name ?? ''}
                    </Typography.Text>
                  }
                />
              </Link>
            ))}
          </div>
        );
      }}
    />
  );
}

type View = 'list' | 'day' | 'week' | 'month';

/** The view in the URL; `calendar`, the month's old name, still opens the month. */
function viewOf(value: string | null): View {
  if (value === 'calendar') return 'month';
  return value === 'day' || value === 'week' || value === 'month' ? value : 'list';
}

/** My schedule (company and HR Executives): the interviews as a list, or a day, week or month. */
export default function MyScheduleRoute() {
  const { t } = useTranslation();
  const user = useUser();
  const [params, setParams] = useSearchParams();
  const view = viewOf(params.get('view'));
  const focused = dayjs(params.get('day') ?? undefined, DAY, true);
  const focus = focused.isValid() ? focused : dayjs();
  // Interviews belong to the ats module; without it there are none to show.
  if (!hasModule(user, 'ats')) return <Alert type="info" showIcon title={t('jobs.schedule.needsAts')} />;
  return (
    <Flex vertical gap={24}>
      <Card
        title={
          <Segmented
            aria-label={t('jobs.list.view')}
            value={view}
            onChange={(next) => setParams(next === 'list' ? {} : { view: next, day: focus.format(DAY) })}
            options={[
              { value: 'list', label: t('jobs.schedule.list') },
              { value: 'day', label: t('jobs.schedule.day') },
              { value: 'week', label: t('jobs.schedule.week') },
              { value: 'month', label: t('jobs.schedule.month') },
            ]}
          />
        }
      >
        {view === 'list' && <InterviewList />}
        {(view === 'day' || view === 'week') && (
          <ScheduleDays span={view} focus={focus} onFocus={(day) => setParams({ view, day: day.format(DAY) })} />
        )}
        {view === 'month' && <InterviewCalendar />}
      </Card>
      <ScheduleFeedCard />
    </Flex>
  );
}
