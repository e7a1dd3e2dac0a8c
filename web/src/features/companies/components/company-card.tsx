import { EnvironmentOutlined, TeamOutlined } from '@ant-design/icons';
import Avatar from 'antd/es/avatar';
import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useIndustryName } from '@/lib/industries';
import type { CompanyCard } from '@/types/profiles';

/** A company in Browse companies: logo, name, industry, size, place and open jobs. */
export function CompanyCard({ company }: { company: CompanyCard }) {
  const { t } = useTranslation();
  const industryName = useIndustryName();
  return (
    <Card size="small" style={{ height: '100%' }} data-testid="company-card">
      <Flex gap={12} align="flex-start">
        <Avatar shape="square" size={56} src={company.logo ?? undefined} alt={company.name} style={{ flex: 'none', background: '#bfdbfe', color: '#1d4ed8' }}>
          {company.name.charAt(0).toUpperCase()}
        </Avatar>
        <Flex vertical gap={4} style={{ minWidth: 0 }}>
          <Link to={paths.company.getHref(company.id)}>
            <Typography.Title level={5} style={{ margin: 0 }} ellipsis>
              {company.name}
            </Typography.Title>
          </Link>
          {company.industry && <Typography.Text type="secondary">{industryName(company.industry)}</Typography.Text>}
          <Flex gap={12} wrap>
            {company.location && (
              <Typography.Text>
                <EnvironmentOutlined aria-hidden /> {company.location}
              </Typography.Text>
            )}
            {company.employee_count != null && (
              <Typography.Text>
                <TeamOutlined aria-hidden /> {t('companies.employees', { count: company.employee_count })}
              </Typography.Text>
            )}
          </Flex>
          <div>
            <Tag color={company.open_jobs > 0 ? 'green' : undefined} bordered={false}>
              {t('companies.openJobs', { count: company.open_jobs })}
            </Tag>
          </div>
        </Flex>
      </Flex>
    </Card>
  );
}
