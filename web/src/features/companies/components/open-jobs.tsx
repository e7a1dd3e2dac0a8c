import { EnvironmentOutlined } from '@ant-design/icons';
import Flex from 'antd/es/flex';
import List from 'antd/es/list';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import type { JobResponse } from '@/types/jobs';

/** A company's live jobs, each linking to its page. */
export function OpenJobs({ jobs }: { jobs: JobResponse[] }) {
  const { t } = useTranslation();
  return (
    <List
      dataSource={jobs}
      locale={{ emptyText: t('companies.page.noJobs') }}
      renderItem={(job) => (
        <List.Item data-testid="open-job">
          <Flex vertical gap={4}>
            <Link to={paths.job.getHref(job.id)}>
              <Typography.Text strong>{job.details.title}</Typography.Text>
            </Link>
            <Flex gap={8} wrap align="center">
              <Tag bordered={false}>{t(`jobs.employmentTypes.${job.details.employment_type}`)}</Tag>
              {job.details.location && (
                <Typography.Text type="secondary">
                  <EnvironmentOutlined aria-hidden /> {job.details.location}
                </Typography.Text>
              )}
              {job.deadline && (
                <Typography.Text type="secondary">{t('companies.page.deadline', { date: dayjs(job.deadline).format('DD.MM.YYYY') })}</Typography.Text>
              )}
            </Flex>
          </Flex>
        </List.Item>
      )}
    />
  );
}
