import { LinkOutlined } from '@ant-design/icons';
import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { proficiencyKey } from '@/lib/lists';
import type { EducationView, ExperienceView, LanguageView, PortfolioView } from '@/types/profiles';
import type { Section, SectionItem } from '../utils/sections';
import { formatPeriod } from '../utils/format';

/** How one item of a section reads on a profile. */
export function SectionItemView<S extends Section>({ section, item }: { section: S; item: SectionItem<S> }) {
  const { t } = useTranslation();
  const period = (value: { start_date: string; end_date?: string | null }) => formatPeriod(value.start_date, value.end_date, t('profile.present'));
  switch (section) {
    case 'experiences': {
      const experience = item as ExperienceView;
      return (
        <Flex vertical gap={2}>
          <Typography.Text strong>{experience.title}</Typography.Text>
          <Typography.Text>{[experience.company, experience.location].filter(Boolean).join(' · ')}</Typography.Text>
          <Typography.Text type="secondary">{period(experience)}</Typography.Text>
          {experience.description && <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-line' }}>{experience.description}</Typography.Paragraph>}
        </Flex>
      );
    }
    case 'educations': {
      const education = item as EducationView;
      return (
        <Flex vertical gap={2}>
          <Typography.Text strong>{education.institution}</Typography.Text>
          <Typography.Text>{[t(`lists.educationLevels.${education.level}`), education.field].filter(Boolean).join(' · ')}</Typography.Text>
          <Typography.Text type="secondary">{period(education)}</Typography.Text>
          {education.description && <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-line' }}>{education.description}</Typography.Paragraph>}
        </Flex>
      );
    }
    case 'languages': {
      const language = item as LanguageView;
      const level = proficiencyKey(language.proficiency);
      return (
        <Typography.Text>
          <Typography.Text strong>{language.language}</Typography.Text>
          {level && ` — ${t(`lists.languageProficiency.${level}`)}`}
        </Typography.Text>
      );
    }
    case 'portfolios': {
      const portfolio = item as PortfolioView;
      return (
        <Flex vertical gap={2}>
          <Typography.Link href={portfolio.url} target="_blank" rel="noopener noreferrer" strong>
            <LinkOutlined aria-hidden /> {portfolio.title}
          </Typography.Link>
          {portfolio.description && <Typography.Text type="secondary">{portfolio.description}</Typography.Text>}
        </Flex>
      );
    }
  }
  return null;
}
