import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { groupByCategory } from '@/lib/competencies';
import { levelLabel, useLevelNames } from '@/lib/rating-scale';
import type { JobCompetency } from '@/types/jobs';

/**
 * The competencies a job's applicants are evaluated against (copied from a position's
 * competency model when the job was posted from it), by category, with the level each requires.
 */
export function JobCompetencies({ competencies }: { competencies: JobCompetency[] }) {
  const { t } = useTranslation();
  const { names } = useLevelNames();
  return (
    <Card size="small" title={t('jobs.competencies.title')}>
      <Flex vertical gap={8}>
        {groupByCategory(competencies).map(({ category, items }) => {
          const name = t(`lists.competencyCategories.${category}`, { defaultValue: String(category) });
          return (
            <section key={category} aria-label={name}>
              <Typography.Text type="secondary">{name}</Typography.Text>
              <Flex wrap gap={8} style={{ marginTop: 4 }}>
                {items.map((competency) => (
                  <Tag key={competency.name} className="job-competency">
                    {t('jobs.competencies.item', { name: competency.name, level: levelLabel(competency.required_level, names) })}
                  </Tag>
                ))}
              </Flex>
            </section>
          );
        })}
      </Flex>
    </Card>
  );
}
