import { EnvironmentOutlined } from '@ant-design/icons';
import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SkillTags } from '@/components/ui/skill-tags';
import { paths } from '@/config/paths';
import { useLanguage } from '@/lib/i18n';
import type { JobResponse } from '@/types/jobs';
import { formatDate, formatSalary } from '../utils/format';

/** A job in Find jobs: what a job seeker scans before opening it. */
export function JobCard({ job }: { job: JobResponse }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { details } = job;
  const salary = formatSalary(details, t, language);
  return (
    <Card size="small" style={{ height: '100%' }} data-testid="job-card">
      <Flex vertical gap={8}>
        <Link to={paths.job.getHref(job.id)}>
          <Typography.Title level={5} style={{ margin: 0 }}>
            {details.title}
          </Typography.Title>
        </Link>
        <Typography.Text type="secondary">{job.company?.name ?? t('jobs.confidentialCompany')}</Typography.Text>
        <Flex gap={4} wrap>
          <Tag>{t(`jobs.employmentTypes.${details.employment_type}`)}</Tag>
          {details.remote && <Tag color="cyan">{t('jobs.fields.remote')}</Tag>}
          {details.job_level && <Tag>{t(`lists.jobLevels.${details.job_level}`)}</Tag>}
        </Flex>
        {details.location && (
          <Typography.Text>
            <EnvironmentOutlined aria-hidden /> {details.location}
          </Typography.Text>
        )}
        {salary && <Typography.Text strong>{salary}</Typography.Text>}
        {details.skills.length > 0 && <SkillTags skills={details.skills.slice(0, 6)} />}
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('jobs.find.published', { date: formatDate(job.published_at) })}
          {job.deadline && ` · ${t('jobs.find.deadline', { date: formatDate(job.deadline) })}`}
        </Typography.Text>
      </Flex>
    </Card>
  );
}
