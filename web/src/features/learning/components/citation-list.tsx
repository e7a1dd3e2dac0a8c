import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Citation } from '@/types/learning';
import { citationSource } from '../utils/conversation';

/** One numbered source, "[1] Leave policy, p. 2", with its quote shown on demand. */
function CitationItem({ citation }: { citation: Citation }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const source = citationSource(citation, (page) => t('learning.conversation.page', { page }));
  return (
    <li data-testid="citation" data-number={citation.number} style={{ listStyle: 'none' }}>
      <Flex gap={8} align="baseline" wrap>
        <Typography.Text strong>[{citation.number}]</Typography.Text>
        <Typography.Text data-testid="citation-source">{source}</Typography.Text>
        {citation.quote && (
          <Button type="link" size="small" style={{ padding: 0, height: 'auto' }} aria-expanded={open} onClick={() => setOpen((value) => !value)}>
            {t(open ? 'learning.conversation.hideQuote' : 'learning.conversation.showQuote')}
          </Button>
        )}
      </Flex>
      {open && (
        <blockquote
          data-testid="citation-quote"
          style={{ margin: '4px 0 0 24px', paddingInlineStart: 8, borderInlineStart: '3px solid #d9d9d9', color: 'rgba(0, 0, 0, 0.65)', whiteSpace: 'pre-wrap' }}
        >
          {citation.quote}
        </blockquote>
      )}
    </li>
  );
}

/** The sources an answer quotes, numbered as the answer refers to them. */
export function CitationList({ citations }: { citations: Citation[] }) {
  const { t } = useTranslation();
  if (citations.length === 0) return null;
  return (
    <div data-testid="citations" style={{ marginTop: 8 }}>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('learning.conversation.sources')}
      </Typography.Text>
      <ol style={{ margin: '4px 0 0', padding: 0, display: 'flex', flexDirection: 'column', gap: 4 }}>
        {[...citations]
          .sort((a, b) => a.number - b.number)
          .map((citation) => (
            <CitationItem key={`${citation.number}-${citation.document_id}`} citation={citation} />
          ))}
      </ol>
    </div>
  );
}
