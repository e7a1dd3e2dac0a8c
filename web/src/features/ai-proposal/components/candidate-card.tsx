import Avatar from 'antd/es/avatar';
import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import Flex from 'antd/es/flex';
import Progress from 'antd/es/progress';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useSkillName } from '@/lib/skills';
import type { ProposedCandidate } from '@/types/ai-proposal';
import { clampScore, formatNumber, salaryFitColors, scoreColor } from '../utils/format';

function Skills({ skills, color, field }: { skills: string[]; color: 'green' | 'red'; field: string }) {
  const { t } = useTranslation();
  const name = useSkillName();
  if (skills.length === 0) return <Typography.Text type="secondary">{t('aiProposal.none')}</Typography.Text>;
  return (
    <Flex gap={4} wrap data-field={field}>
      {skills.map((skill) => (
        <Tag key={skill} color={color}>
          {name(skill)}
        </Tag>
      ))}
    </Flex>
  );
}

/** One ranked applicant: rank, name (to the application), score, the AI's reason and what it weighed. */
export function CandidateCard({ candidate, locale, onNavigate }: { candidate: ProposedCandidate; locale: string; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const score = clampScore(candidate.score);
  const years = (count?: number | null) => (count == null ? t('aiProposal.notStated') : t('aiProposal.years', { count }));
  return (
    <Card size="small" data-testid="candidate" data-rank={candidate.rank} data-application={candidate.application_id}>
      <Flex vertical gap={8}>
        <Flex align="center" gap={12}>
          <Typography.Title level={4} style={{ margin: 0, minWidth: 36 }} aria-label={t('aiProposal.rank', { rank: candidate.rank })}>
            #{candidate.rank}
          </Typography.Title>
          <Avatar src={candidate.applicant.profile_picture ?? undefined} alt={candidate.applicant.name}>
            {candidate.applicant.name.charAt(0).toUpperCase()}
          </Avatar>
          <Link to={paths.applicant.getHref(candidate.application_id)} onClick={onNavigate} style={{ fontWeight: 600 }}>
            {candidate.applicant.name}
          </Link>
        </Flex>
        <div data-field="score" data-value={score} title={t('aiProposal.score', { score })}>
          <Progress percent={score} strokeColor={scoreColor(score)} format={(percent) => `${percent}`} aria-label={t('aiProposal.score', { score })} />
        </div>
        <Typography.Paragraph style={{ margin: 0 }} data-field="reason">
          {candidate.reason}
        </Typography.Paragraph>
        <Descriptions
          size="small"
          column={1}
          items={[
            { key: 'matched', label: t('aiProposal.matchedSkills'), children: <Skills skills={candidate.matched_skills} color="green" field="matched" /> },
            { key: 'missing', label: t('aiProposal.missingSkills'), children: <Skills skills={candidate.missing_skills} color="red" field="missing" /> },
            {
              key: 'experience',
              label: t('aiProposal.experience'),
              children: (
                <span data-field="experience">
                  {candidate.required_experience_years == null
                    ? years(candidate.experience_years)
                    : t('aiProposal.experienceVsRequired', { years: years(candidate.experience_years), required: years(candidate.required_experience_years) })}
                </span>
              ),
            },
            {
              key: 'languages',
              label: t('aiProposal.languages'),
              children: <span data-field="languages">{candidate.languages.length ? candidate.languages.join(', ') : t('aiProposal.notStated')}</span>,
            },
            {
              key: 'salary',
              label: t('aiProposal.salaryExpectation'),
              children: (
                <Flex gap={8} align="center" wrap data-field="salary">
                  <span>{candidate.salary_expectation == null ? t('aiProposal.notStated') : formatNumber(locale, candidate.salary_expectation)}</span>
                  <Tag color={salaryFitColors[candidate.salary_fit] ?? 'default'} data-field="salary_fit">
                    {t(`aiProposal.salaryFit.${candidate.salary_fit}`, { defaultValue: candidate.salary_fit })}
                  </Tag>
                </Flex>
              ),
            },
          ]}
        />
      </Flex>
    </Card>
  );
}
