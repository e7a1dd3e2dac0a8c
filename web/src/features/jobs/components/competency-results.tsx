import { CheckCircleOutlined, CloseCircleOutlined } from '@ant-design/icons';
import type { TableColumnsType } from 'antd';
import Flex from 'antd/es/flex';
import { Table } from '@/components/ui/table';
import Tag from 'antd/es/tag';
import Tooltip from 'antd/es/tooltip';
import Typography from 'antd/es/typography';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { groupByCategory } from '@/lib/competencies';
import { levelLabel, useLevelNames } from '@/lib/rating-scale';
import type { CompetencyResult } from '@/types/jobs';
import type { EvaluationResults } from '../api/get-evaluation-result';
import { evaluators } from '../utils/evaluation';

function Verdict({ meets }: { meets?: boolean | null }) {
  const { t } = useTranslation();
  if (meets == null) return <Typography.Text type="secondary">{t('jobs.evaluation.notRated')}</Typography.Text>;
  return meets ? (
    <Tag color="success" icon={<CheckCircleOutlined aria-hidden />} style={{ marginInlineEnd: 0 }}>
      {t('jobs.evaluation.meets')}
    </Tag>
  ) : (
    <Tag color="error" icon={<CloseCircleOutlined aria-hidden />} style={{ marginInlineEnd: 0 }}>
      {t('jobs.evaluation.below')}
    </Tag>
  );
}

/**
 * The interview's results against the job's requirements: a row per competency (by category)
 * with each evaluator's rating, the average, the required level and whether it is met.
 */
export function CompetencyResults({ results }: { results: Pick<EvaluationResults, 'interviewers' | 'by_competency'> }) {
  const { t } = useTranslation();
  const { names } = useLevelNames();
  const people = evaluators(results);
  const rows = groupByCategory(results.by_competency).flatMap(({ items }) => items);
  const rated = rows.filter((row) => row.meets_required_level != null);
  const met = rated.filter((row) => row.meets_required_level).length;
  const level = (value: number) => <Tooltip title={names[value - 1]}>{value}</Tooltip>;

  const columns: TableColumnsType<CompetencyResult> = [
    {
      key: 'competency',
      title: t('jobs.evaluation.competency'),
      render: (_, row) => (
        <Flex vertical>
          <Typography.Text strong>{row.name}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t(`lists.competencyCategories.${row.category}`, { defaultValue: String(row.category) })}
          </Typography.Text>
        </Flex>
      ),
    },
    ...people.map((person) => ({
      key: `evaluator-${person.id}`,
      title: person.name ?? '—',
      align: 'center' as const,
      render: (_: unknown, row: CompetencyResult) => {
        const rating = row.ratings.find((entry) => entry.interviewer === person.id)?.rating;
        return rating === undefined ? '—' : level(rating);
      },
    })),
    {
      key: 'average',
      title: t('jobs.evaluation.averageColumn'),
      align: 'center',
      render: (_, row) => (row.average == null ? '—' : <Typography.Text strong>{row.average.toFixed(1)}</Typography.Text>),
    },
    {
      key: 'required',
      title: t('jobs.evaluation.requiredColumn'),
      render: (_, row) => levelLabel(row.required_level, names),
    },
    {
      key: 'verdict',
      title: t('jobs.evaluation.resultColumn'),
      render: (_, row) => <Verdict meets={row.meets_required_level} />,
    },
  ];

  return (
    <Flex vertical gap={4}>
      <Flex justify="space-between" wrap gap={8}>
        <Typography.Text strong>{t('jobs.evaluation.byCompetency')}</Typography.Text>
        {rated.length > 0 && (
          <Typography.Text type="secondary">{t('jobs.evaluation.metCount', { met, total: rows.length })}</Typography.Text>
        )}
      </Flex>
      <Table<CompetencyResult>
        size="small"
        rowKey="name"
        columns={columns}
        dataSource={rows}
        pagination={false}
        scroll={{ x: 'max-content' }}
        onRow={(row) =>
          ({
            'data-testid': 'competency-result',
            'data-name': row.name,
            'data-meets': row.meets_required_level == null ? 'unrated' : String(row.meets_required_level),
          }) as HTMLAttributes<HTMLElement>
        }
      />
    </Flex>
  );
}
