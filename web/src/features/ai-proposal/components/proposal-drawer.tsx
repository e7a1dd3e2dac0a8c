import { ReloadOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import Spin from 'antd/es/spin';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { AiErrorAlert } from '@/components/ui/ai-error-alert';
import { Drawer } from '@/components/ui/drawer';
import { useLanguage } from '@/lib/i18n';
import type { AiProposal } from '@/types/ai-proposal';
import { formatNumber } from '../utils/format';
import { CandidateCard } from './candidate-card';

export type ProposalDrawerProps = {
  open: boolean;
  onClose: () => void;
  jobTitle: string;
  /** The last ranking (none while it runs again). */
  proposal: AiProposal | undefined;
  running: boolean;
  /** The last run's refusal, if it was refused. */
  error: unknown;
  onRunAgain: () => void;
};

/**
 * The AI's ranking of a job's applicants, best first: each with rank, name (to the application),
 * score, reason, matched and missing skills, experience against the job's, languages and salary
 * expectation; what it cost and the balance left. A refusal is told with its way on (the market
 * for too few tokens, the seconds to wait when rate limited).
 */
export default function ProposalDrawer({ open, onClose, jobTitle, proposal, running, error, onRunAgain }: ProposalDrawerProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();

  const body = () => {
    if (running) {
      return (
        <Flex vertical align="center" gap={12} style={{ padding: 48 }} data-testid="proposal-running">
          <Spin size="large" />
          <Typography.Text type="secondary">{t('aiProposal.running')}</Typography.Text>
        </Flex>
      );
    }
    if (error) return <AiErrorAlert error={error} onNavigate={onClose} />;
    if (!proposal) return null;
    return (
      <Flex vertical gap={12}>
        <Flex gap={16} wrap data-testid="proposal-cost">
          <Typography.Text type="secondary">
            {t('aiProposal.tokensCharged')}: <Typography.Text strong data-field="tokens_charged">{formatNumber(language, proposal.tokens_charged)}</Typography.Text>
          </Typography.Text>
          <Typography.Text type="secondary">
            {t('aiProposal.balance')}: <Typography.Text strong data-field="balance">{formatNumber(language, proposal.balance)}</Typography.Text>
          </Typography.Text>
        </Flex>
        {proposal.candidates.length === 0 ? (
          <Empty description={t('aiProposal.noCandidates')} />
        ) : (
          [...proposal.candidates]
            .sort((a, b) => a.rank - b.rank)
            .map((candidate) => <CandidateCard key={candidate.application_id} candidate={candidate} locale={language} onNavigate={onClose} />)
        )}
      </Flex>
    );
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={640}
      title={t('aiProposal.title', { title: jobTitle })}
      extra={
        <Button icon={<ReloadOutlined aria-hidden />} onClick={onRunAgain} loading={running} disabled={running}>
          {t('aiProposal.runAgain')}
        </Button>
      }
    >
      {body()}
    </Drawer>
  );
}
