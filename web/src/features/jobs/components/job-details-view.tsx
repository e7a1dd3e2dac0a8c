import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import Flex from 'antd/es/flex';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SkillTags } from '@/components/ui/skill-tags';
import { useLanguage } from '@/lib/i18n';
import type { JobResponse } from '@/types/jobs';
import { formatDate, formatSalary } from '../utils/format';

const longTexts = [
  'responsibilities',
  'requirements',
  'who_you_are',
  'nice_to_have',
  'key_objectives',
  'measurable_outcomes',
  'industry_knowledge',
  'evaluation_info',
] as const;

type FactItem = { key: string; label: string; children: ReactNode };

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {title}
      </Typography.Title>
      {children}
    </div>
  );
}

/** Every field of a job, as the viewer may see it (the server leaves out what they may not). */
export function JobDetailsView({ job, extra }: { job: JobResponse; extra?: ReactNode }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { details } = job;
  const salary = formatSalary(details, t, language);
  const candidates: Array<FactItem | false | null | '' | 0 | undefined> = [
    { key: 'company', label: t('jobs.fields.company'), children: job.company?.name ?? t('jobs.confidentialCompany') },
    { key: 'employment_type', label: t('jobs.fields.employment_type'), children: t(`jobs.employmentTypes.${details.employment_type}`) },
    details.position && { key: 'position', label: t('jobs.fields.position'), children: details.position },
    details.category && { key: 'category', label: t('jobs.fields.category'), children: details.category },
    details.job_level && { key: 'job_level', label: t('jobs.fields.job_level'), children: t(`lists.jobLevels.${details.job_level}`) },
    { key: 'location', label: t('jobs.fields.location'), children: [details.location, details.remote ? t('jobs.fields.remote') : null].filter(Boolean).join(' · ') || '—' },
    { key: 'openings', label: t('jobs.fields.openings'), children: details.openings },
    salary && { key: 'salary', label: t('jobs.fields.salary'), children: salary },
    details.experience_years != null && {
      key: 'experience_years',
      label: t('jobs.fields.experience_years'),
      children: t('jobs.years', { count: details.experience_years }),
    },
    details.education && { key: 'education', label: t('jobs.fields.education'), children: t(`lists.educationLevels.${details.education}`) },
    details.certification && { key: 'certification', label: t('jobs.fields.certification'), children: details.certification },
    job.deadline && { key: 'deadline', label: t('jobs.fields.deadline'), children: formatDate(job.deadline) },
  ];
  const facts = candidates.filter((item): item is FactItem => Boolean(item));

  return (
    <Card title={<Typography.Title level={3} style={{ margin: 0 }}>{details.title}</Typography.Title>} extra={extra}>
      <Flex vertical gap={20}>
        <Descriptions size="small" column={{ xs: 1, md: 2, xl: 3 }} items={facts} />
        <Section title={t('jobs.fields.description')}>
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>{details.description}</Typography.Paragraph>
        </Section>
        {longTexts.map(
          (field) =>
            details[field] && (
              <Section key={field} title={t(`jobs.fields.${field}`)}>
                <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>{details[field]}</Typography.Paragraph>
              </Section>
            ),
        )}
        {details.skills.length > 0 && (
          <Section title={t('jobs.fields.skills')}>
            <SkillTags skills={details.skills} />
          </Section>
        )}
        {details.benefits.length > 0 && (
          <Section title={t('jobs.fields.benefits')}>
            <Flex gap={4} wrap>
              {details.benefits.map((benefit) => (
                <Tag key={benefit} color="green">
                  {benefit}
                </Tag>
              ))}
            </Flex>
          </Section>
        )}
      </Flex>
    </Card>
  );
}
