import { EyeOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Col from 'antd/es/col';
import Flex from 'antd/es/flex';
import Result from 'antd/es/result';
import Row from 'antd/es/row';
import Skeleton from 'antd/es/skeleton';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ProfileCover } from '@/components/ui/profile-cover';
import { paths } from '@/config/paths';
import { useIndustryName } from '@/lib/industries';
import { useCompanyPage } from '../api/get-company-page';
import { useCompanyProfile } from '../api/get-company-profile';
import { CompanyDetailsCard } from './company-details-card';
import { CompanyImagesCard } from './company-images-card';
import { CompanyTeamCard } from './company-team-card';
import { PictureActions } from './picture-actions';

/** A company's own profile: details, logo and cover, gallery and team. */
export function CompanyProfileEditor({ companyId }: { companyId: string }) {
  const { t } = useTranslation();
  const details = useCompanyProfile();
  const page = useCompanyPage(companyId);
  const industryName = useIndustryName();
  if (details.isPending || page.isPending) return <Skeleton active avatar paragraph={{ rows: 8 }} />;
  if (!details.data || !page.data) return <Result status="warning" title={t('profile.loadFailed')} />;
  const company = page.data;
  return (
    <Flex vertical gap={16}>
      <ProfileCover
        cover={company.cover_picture}
        picture={company.logo}
        name={details.data.name}
        subtitle={details.data.industry && industryName(details.data.industry)}
        square
        actions={
          <>
            <PictureActions kind="logo" present={Boolean(company.logo)} />
            <PictureActions kind="cover" present={Boolean(company.cover_picture)} />
            <Link to={paths.company.getHref(company.id)}>
              <Button icon={<EyeOutlined aria-hidden />}>{t('profile.company.viewPublic')}</Button>
            </Link>
          </>
        }
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={15}>
          <CompanyDetailsCard company={details.data} />
        </Col>
        <Col xs={24} xl={9}>
          <Flex vertical gap={16}>
            <CompanyImagesCard images={company.images} />
            <CompanyTeamCard team={company.team} />
          </Flex>
        </Col>
      </Row>
    </Flex>
  );
}
