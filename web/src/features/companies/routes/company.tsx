import { MessageOutlined } from '@ant-design/icons';
import Avatar from 'antd/es/avatar';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Col from 'antd/es/col';
import Descriptions from 'antd/es/descriptions';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import Image from 'antd/es/image';
import Row from 'antd/es/row';
import Skeleton from 'antd/es/skeleton';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ContactList } from '@/components/ui/contact-list';
import { ProfileCover } from '@/components/ui/profile-cover';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth';
import { useIndustryName } from '@/lib/industries';
import { useCompany } from '../api/get-company';
import { DropCvButton } from '../components/drop-cv-button';
import { OpenJobs } from '../components/open-jobs';

const links = ['website', 'linkedin', 'facebook', 'twitter', 'instagram'] as const;

/** A company's public page: profile, pictures, team, open jobs; a job seeker may drop their CV here. */
export default function CompanyRoute() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const user = useUser();
  const company = useCompany(id);
  const industryName = useIndustryName();
  if (company.isPending) return <Skeleton active avatar paragraph={{ rows: 8 }} />;
  if (!company.data) return <Empty description={t('companies.page.notFound')} />;
  const data = company.data;
  const { contact } = data;
  const place = [contact.address, contact.location, contact.country].filter(Boolean).join(', ');
  const industry = data.industry && industryName(data.industry);
  const facts = [
    { key: 'industry', label: t('companies.industry'), children: industry },
    { key: 'employee_count', label: t('companies.page.employeeCount'), children: data.employee_count },
    { key: 'founded', label: t('companies.page.founded'), children: data.founded },
    { key: 'address', label: t('companies.page.address'), children: place || null },
  ].filter((item) => item.children !== null && item.children !== undefined);
  const own = user.user_type === 'company' && user.profile?.id === data.id;

  return (
    <Flex vertical gap={16}>
      <ProfileCover
        cover={data.cover_picture}
        picture={data.logo}
        name={data.name}
        subtitle={industry}
        square
        actions={
          <>
            {user.user_type === 'jobseeker' && <DropCvButton companyId={data.id} dropped={data.cv_dropped === true} />}
            {own ? (
              <Link to={paths.profile.getHref()}>
                <Button>{t('companies.page.edit')}</Button>
              </Link>
            ) : null}
          </>
        }
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16}>
          <Flex vertical gap={16}>
            <Card title={t('companies.page.about')}>
              <Typography.Paragraph style={{ whiteSpace: 'pre-line' }} type={data.description ? undefined : 'secondary'}>
                {data.description || t('companies.page.noDescription')}
              </Typography.Paragraph>
              {facts.length > 0 && <Descriptions size="small" column={{ xs: 1, md: 2 }} items={facts} />}
            </Card>
            <Card title={t('companies.page.openJobs', { n: data.open_jobs.length })} data-testid="company-jobs">
              <OpenJobs jobs={data.open_jobs} />
            </Card>
            {data.images.length > 0 && (
              <Card title={t('companies.page.images')}>
                <Image.PreviewGroup>
                  <Flex gap={12} wrap>
                    {data.images.map((image) => (
                      <Image key={image.id} src={image.url} width={160} height={110} style={{ objectFit: 'cover', borderRadius: 6 }} alt="" />
                    ))}
                  </Flex>
                </Image.PreviewGroup>
              </Card>
            )}
          </Flex>
        </Col>
        <Col xs={24} xl={8}>
          <Flex vertical gap={16}>
            <Card title={t('companies.page.contact')}>
              <ContactList email={contact.email} phone={contact.phone} links={links.map((name) => [name, contact[name]])} />
            </Card>
            {data.team.length > 0 && (
              <Card title={t('companies.page.team')}>
                <Flex vertical gap={12}>
                  {data.team.map((member) => (
                    <Flex key={member.id} gap={12} align="center">
                      <Avatar>{member.name.charAt(0).toUpperCase()}</Avatar>
                      <Flex vertical>
                        <Typography.Text strong>{member.name}</Typography.Text>
                        <Typography.Text type="secondary">{member.position}</Typography.Text>
                      </Flex>
                    </Flex>
                  ))}
                </Flex>
              </Card>
            )}
            {user.user_type === 'jobseeker' && (
              <Card size="small">
                <Typography.Text type="secondary">
                  <MessageOutlined aria-hidden /> {t('companies.dropCv.explain')}
                </Typography.Text>
              </Card>
            )}
          </Flex>
        </Col>
      </Row>
    </Flex>
  );
}
