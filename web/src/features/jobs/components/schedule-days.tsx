import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import Spin from 'antd/es/spin';
import Typography from 'antd/es/typography';
import LeftOutlined from '@ant-design/icons/LeftOutlined';
import RightOutlined from '@ant-design/icons/RightOutlined';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import type { InterviewResponse } from '@/types/jobs';
import { useInterviews } from '../api/get-interviews';
import { formatTime } from '../utils/format';
import { byDay, daysOf } from '../utils/schedule';
import { InterviewStatusTag } from './status-tags';

const DAY = 'YYYY-MM-DD';

function InterviewCard({ item }: { item: InterviewResponse }) {
  const cancelled = item.status === 'cancelled';
  return (
    <Card size="small" data-testid="schedule-interview" styles={{ body: { padding: 8 } }}>
      <Flex vertical gap={2}>
        <Typography.Text strong delete={cancelled}>
          {formatTime(item.start)}–{formatTime(item.end)}
        </Typography.Text>
        <Link to={paths.applicant.getHref(item.application_id)}>{item.candidate_name ?? '—'}</Link>
        <Link to={paths.myJob.getHref(item.job_id)}>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {item.job_title}
          </Typography.Text>
        </Link>
        {item.location && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {item.location}
          </Typography.Text>
        )}
        <span>
          <InterviewStatusTag status={item.status} />
        </span>
      </Flex>
    </Card>
  );
}

/** My schedule as one day or one week: a column a day with its interviews, and navigation. */
export function ScheduleDays({ span, focus, onFocus }: { span: 'day' | 'week'; focus: Dayjs; onFocus: (day: Dayjs) => void }) {
  const { t } = useTranslation();
  const days = daysOf(span, focus);
  const first = days[0];
  const last = days[days.length - 1];
  const interviews = useInterviews({ from: first.format(DAY), to: last.format(DAY) });
  const grouped = byDay(interviews.data ?? []);
  const label = span === 'day' ? first.format('dddd, D MMMM YYYY') : `${first.format('D MMM')} – ${last.format('D MMM YYYY')}`;
  return (
    <Flex vertical gap={16}>
      <Flex align="center" gap={8} wrap>
        <Button icon={<LeftOutlined aria-hidden />} aria-label={t('jobs.schedule.previous')} onClick={() => onFocus(focus.subtract(1, span))} />
        <Button onClick={() => onFocus(dayjs())}>{t('jobs.schedule.today')}</Button>
        <Button icon={<RightOutlined aria-hidden />} aria-label={t('jobs.schedule.next')} onClick={() => onFocus(focus.add(1, span))} />
        <Typography.Text strong data-testid="schedule-range">
          {label}
        </Typography.Text>
      </Flex>
      <Spin spinning={interviews.isPending}>
        <div style={{ display: 'grid', gridTemplateColumns: `repeat(${days.length}, minmax(${span === 'day' ? 240 : 120}px, 1fr))`, gap: 8, overflowX: 'auto' }}>
          {days.map((day) => {
            const items = grouped.get(day.format(DAY)) ?? [];
            const today = day.isSame(dayjs(), 'day');
            return (
              <Flex key={day.format(DAY)} vertical gap={8} data-testid="schedule-day" data-day={day.format(DAY)}>
                <Typography.Text strong type={today ? undefined : 'secondary'} style={today ? { color: 'var(--ant-color-primary, #1677ff)' } : undefined}>
                  {day.format(span === 'day' ? 'dddd' : 'ddd D')}
                </Typography.Text>
                {items.map((item) => (
                  <InterviewCard key={item.id} item={item} />
                ))}
                {items.length === 0 && span === 'day' && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('jobs.schedule.noneThatDay')} />}
              </Flex>
            );
          })}
        </div>
      </Spin>
    </Flex>
  );
}
