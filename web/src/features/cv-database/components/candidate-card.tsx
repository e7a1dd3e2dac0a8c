import { EnvironmentOutlined, FilePdfOutlined } from '@ant-design/icons';
import Avatar from 'antd/es/avatar';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SkillTags } from '@/components/ui/skill-tags';
import { paths } from '@/config/paths';
import { openProtectedFile } from '@/lib/cv';
import { formatMoney } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { proficiencyKey } from '@/lib/lists';
import type { Candidate } from '@/types/profiles';

/** A candidate found in the CV database: the facts a recruiter scans, the profile and the CV. */
export function CandidateCard({ candidate }: { candidate: Candidate }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const name = [candidate.first_name, candidate.last_name].filter(Boolean).join(' ');
  const cv = candidate.cv;
  const facts = [
    candidate.experience_years != null ? t('cvDatabase.card.experience', { count: candidate.experience_years }) : null,
    candidate.education_level != null ? t(`lists.educationLevels.${candidate.education_level}`) : null,
    candidate.salary_expectation != null ? t('cvDatabase.card.salary', { amount: formatMoney(language, candidate.salary_expectation, candidate.currency) }) : null,
  ].filter(Boolean);
  return (
    <Card size="small" style={{ height: '100%' }} data-testid="candidate-card">
      <Flex gap={12} align="flex-start">
        <Avatar size={48} src={candidate.profile_picture ?? undefined} style={{ flex: 'none' }}>
          {name.charAt(0).toUpperCase()}
        </Avatar>
        <Flex vertical gap={6} style={{ minWidth: 0, flex: 1 }}>
          <Link to={paths.jobseekerProfile.getHref(candidate.id)}>
            <Typography.Title level={5} style={{ margin: 0 }}>
              {name}
            </Typography.Title>
          </Link>
          {candidate.headline && <Typography.Text>{candidate.headline}</Typography.Text>}
          {candidate.region && (
            <Typography.Text type="secondary">
              <EnvironmentOutlined aria-hidden /> {candidate.region}
            </Typography.Text>
          )}
          {facts.length > 0 && <Typography.Text type="secondary">{facts.join(' · ')}</Typography.Text>}
          {candidate.languages.length > 0 && (
            <Flex gap={4} wrap>
              {candidate.languages.map(({ language, proficiency }) => {
                const level = proficiencyKey(proficiency);
                return (
                  <Tag key={language} bordered={false}>
                    {language}
                    {level && ` · ${t(`lists.languageProficiency.${level}`)}`}
                  </Tag>
                );
              })}
            </Flex>
          )}
          {candidate.skills.length > 0 && <SkillTags skills={candidate.skills.slice(0, 8)} />}
          <Flex gap={8} align="center" wrap>
            {cv && (
              <Button size="small" icon={<FilePdfOutlined aria-hidden />} onClick={() => void openProtectedFile(cv.url)}>
                {t('cvDatabase.card.cv')}
              </Button>
            )}
            {candidate.dropped_at && (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t('cvDatabase.card.droppedAt', { date: dayjs(candidate.dropped_at).format('DD.MM.YYYY') })}
              </Typography.Text>
            )}
          </Flex>
        </Flex>
      </Flex>
    </Card>
  );
}
