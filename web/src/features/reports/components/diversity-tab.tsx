import Alert from 'antd/es/alert';
import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import { Table } from '@/components/ui/table';
import Tooltip from 'antd/es/tooltip';
import Typography from 'antd/es/typography';
import type { TableColumnsType } from 'antd';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import type { DiversityGroup, DiversityReport } from '@/types/reports';
import { useDiversity } from '../api/get-diversity';
import { hasNoGroups, hiddenCount } from '../utils/diversity';
import type { TabProps } from '../utils/tabs';
import { ReportHeader } from './report-header';
import { ReportState } from './report-state';

/** A count, or "<5" with the reason when the API hid it as too small. */
function Count({ value, minimum }: { value: number | null; minimum: number }) {
  const { t } = useTranslation();
  if (value !== null) return <>{value}</>;
  return (
    <Tooltip title={t('reports.diversity.hiddenCount', { count: minimum })}>
      <Typography.Text type="secondary" data-hidden="true" style={{ cursor: 'help' }}>
        {hiddenCount(minimum)}
      </Typography.Text>
    </Tooltip>
  );
}

/** One question's table: a row per answer group, a column per stage of how many of them reached it. */
function QuestionTable({ report, question }: { report: DiversityReport; question: DiversityReport['questions'][number] }) {
  const { t } = useTranslation();
  const answer = (key: string) =>
    key === 'no_answer' ? t('reports.diversity.noAnswer') : t(`diversity.choices.${question.question}.${key}`, { defaultValue: key });
  const columns: TableColumnsType<DiversityGroup> = [
    { title: t('reports.diversity.group'), key: 'answer', fixed: 'left', render: (_, group) => answer(group.answer) },
    ...report.stages.map((stage, index) => ({
      title: t(`common.applicationStatus.${stage.value}`, { defaultValue: stage.value }),
      key: stage.value,
      align: 'right' as const,
      onCell: () => ({ 'data-stage': stage.value }) as HTMLAttributes<HTMLElement>,
      render: (_: unknown, group: DiversityGroup) => <Count value={group.reached[index] ?? null} minimum={report.minimum_group} />,
    })),
  ];
  return (
    <Card
      size="small"
      title={t(`reports.diversity.questions.${question.question}`, { defaultValue: question.question })}
      data-testid="diversity-question"
      data-question={question.question}
    >
      <Flex vertical gap={8}>
        <Table<DiversityGroup>
          size="small"
          rowKey="answer"
          columns={columns}
          dataSource={question.groups}
          pagination={false}
          scroll={{ x: 900 }}
          locale={{ emptyText: t('reports.diversity.noGroups') }}
          onRow={(group) => ({ 'data-testid': 'diversity-group', 'data-answer': group.answer }) as HTMLAttributes<HTMLElement>}
        />
        {question.hidden_groups > 0 && (
          <Typography.Text type="secondary" data-testid="diversity-hidden-groups">
            {t('reports.diversity.hiddenGroups', { count: question.hidden_groups, minimum: report.minimum_group })}
          </Typography.Text>
        )}
      </Flex>
    </Card>
  );
}

/**
 * The funnel of the period's applications per self-identified group (gender, age band,
 * disability): a table per question, a row per answer, a column per stage. Answers are
 * voluntary and only counted; a count or a group too small to keep anyone unseen is hidden by
 * the API, and shown as "<5". The compared period does not apply here.
 */
export function DiversityTab({ filter, queries, enabled }: TabProps) {
  const { t } = useTranslation();
  const report = useDiversity(queries.current, { enabled });
  return (
    <Flex vertical gap={16}>
      <ReportHeader tab="diversity" filter={filter} />
      <Alert type="info" showIcon data-testid="diversity-explanation" title={t('reports.diversity.explanation', { count: report.data?.minimum_group ?? 5 })} />
      <ReportState current={report} isEmpty={hasNoGroups} empty={t('reports.diversity.empty')}>
        {(diversity) => diversity.questions.map((question) => <QuestionTable key={question.question} report={diversity} question={question} />)}
      </ReportState>
    </Flex>
  );
}
