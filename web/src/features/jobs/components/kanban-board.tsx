import { HeartFilled, MoreOutlined, StopOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Dropdown from 'antd/es/dropdown';
import Flex from 'antd/es/flex';
import Rate from 'antd/es/rate';
import Typography from 'antd/es/typography';
import { useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { can } from '@/config/access';
import { paths } from '@/config/paths';
import { isApplicationStatus, statusOf, type ApplicationStatusValue } from '@/lib/application-status';
import { useUser } from '@/lib/auth';
import { useToasts } from '@/lib/toasts';
import type { ApplicantCard, PipelineColumn } from '@/types/jobs';
import { useLoadPipelineColumn } from '../api/get-pipeline';
import { useMoveApplicant } from '../api/move-applicant';
import { candidateName, formatDate } from '../utils/format';
import { planDrop } from '../utils/pipeline-moves';
import { OfferJobDialog } from './offer-job-dialog';
import { ReasonDialog } from './reason-dialog';
import { ScheduleInterviewDialog } from './schedule-interview-dialog';
import { ApplicationStatusTag } from './status-tags';

const DRAG_TYPE = 'application/x-hire-applicant';

type Dialog = { kind: 'schedule' | 'offer' | 'reject'; card: ApplicantCard };

/** What "show more" added to a column: the last page loaded, and whether it came back empty. */
type MorePages = { page: number; cards: ApplicantCard[]; end: boolean };

/** Whether a move leads from the card's status to `to` that its allowed actions permit. */
function mayDropOn(card: ApplicantCard, to: ApplicationStatusValue): boolean {
  const plan = planDrop(card, to);
  return plan.kind !== 'none' && plan.kind !== 'refused';
}

/** A column of the board: one of the statuses this app knows (the API sends the status as a string). */
type BoardColumn = PipelineColumn & { value: ApplicationStatusValue };

/** The pages loaded past the first ones, for the columns (the first pages) they follow. */
type Loaded = { columns: PipelineColumn[]; pages: Partial<Record<ApplicationStatusValue, MorePages>> };

function Candidate({
  card,
  columns,
  draggable,
  onMove,
  onDragStart,
}: {
  card: ApplicantCard;
  columns: BoardColumn[];
  draggable: boolean;
  onMove: (card: ApplicantCard, to: ApplicationStatusValue) => void;
  onDragStart: (event: DragEvent, card: ApplicantCard) => void;
}) {
  const { t } = useTranslation();
  const name = candidateName(card, t);
  return (
    <Card
      size="small"
      draggable={draggable}
      onDragStart={(event) => onDragStart(event, card)}
      data-testid="pipeline-card"
      data-applicant={card.id}
      style={{ cursor: draggable ? 'grab' : 'default' }}
      styles={{ body: { padding: 10 } }}
    >
      <Flex justify="space-between" align="start" gap={4}>
        <Flex vertical gap={2} style={{ minWidth: 0 }}>
          <Link to={paths.applicant.getHref(card.id)} draggable={false}>
            <Typography.Text strong ellipsis style={{ maxWidth: 150 }}>
              {name}
            </Typography.Text>
          </Link>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('jobs.pipeline.applied', { date: formatDate(card.applied_at) })}
          </Typography.Text>
        </Flex>
        {draggable && (
          <Dropdown
            trigger={['click']}
            menu={{
              items: columns
                .filter((column) => mayDropOn(card, column.value))
                .map((column) => ({ key: column.value, label: t(`common.applicationStatus.${column.value}`) })),
              onClick: ({ key }) => isApplicationStatus(key) && onMove(card, key),
            }}
          >
            <Button size="small" type="text" icon={<MoreOutlined />} aria-label={t('jobs.pipeline.moveTo', { name })} />
          </Dropdown>
        )}
      </Flex>
      <Flex gap={8} align="center" wrap style={{ marginTop: 4 }}>
        {card.rating != null && <Rate disabled value={card.rating} style={{ fontSize: 12 }} />}
        {card.score != null && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('jobs.pipeline.score', { score: card.score.toFixed(1) })}
          </Typography.Text>
        )}
        {card.favorite && <HeartFilled style={{ color: '#eb2f96' }} aria-label={t('jobs.applicant.favorite')} />}
        {card.blacklisted && <StopOutlined style={{ color: '#cf1322' }} aria-label={t('jobs.applicant.blacklisted')} />}
      </Flex>
    </Card>
  );
}

/** Its own request per column, so each column's button shows its own loading. */
function ShowMore({
  jobId,
  status,
  page,
  left,
  onLoaded,
}: {
  jobId: string;
  status: ApplicationStatusValue;
  page: number;
  left: number;
  onLoaded: (page: number, cards: ApplicantCard[]) => void;
}) {
  const { t } = useTranslation();
  const load = useLoadPipelineColumn(jobId);
  return (
    <Button
      size="small"
      type="link"
      loading={load.isPending}
      onClick={() => load.mutate({ status, page }, { onSuccess: (column) => onLoaded(page, column.applicants) })}
    >
      {t('jobs.pipeline.showMore', { count: left })}
    </Button>
  );
}

/**
 * One job's pipeline as a kanban board. Dropping a card on a column takes the step that leads
 * there (see `planDrop`); refused moves show the refusal and the card snaps back. Each column
 * comes with its first page of cards; "show more" loads the next ones under it.
 */
export function KanbanBoard({ jobId, columns: pipeline }: { jobId: string; columns: PipelineColumn[] }) {
  const { t } = useTranslation();
  const user = useUser();
  const toasts = useToasts();
  const move = useMoveApplicant(jobId);
  const [dragging, setDragging] = useState<ApplicantCard | null>(null);
  const [over, setOver] = useState<ApplicationStatusValue | null>(null);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [loaded, setLoaded] = useState<Loaded>({ columns: pipeline, pages: {} });
  // A column of a status this app does not know has nowhere to go on the board.
  const columns = pipeline.flatMap((column): BoardColumn[] => {
    const value = statusOf(column.status);
    return value ? [{ ...column, value }] : [];
  });
  const mayDrag = can(user, 'move_pipeline') || can(user, 'schedule_interviews');

  // New first pages (the refetch after a move) may hold what was loaded after the old ones, or
  // miss what moved away: loading more starts over from them.
  if (loaded.columns !== pipeline) setLoaded({ columns: pipeline, pages: {} });
  const cardsOf = (column: BoardColumn) => [...column.applicants, ...(loaded.pages[column.value]?.cards ?? [])];

  const addPage = (column: BoardColumn, page: number, cards: ApplicantCard[]) =>
    setLoaded((current) => {
      // A page asked for before the first pages changed is dropped with them.
      if (current.columns !== pipeline) return current;
      const value = column.value;
      const before = current.pages[value]?.cards ?? [];
      // Cards whose status changed since the first page shift the pages: one may come twice.
      const shown = new Set([...column.applicants, ...before].map((card) => card.id));
      const added = cards.filter((card) => !shown.has(card.id));
      return { columns: pipeline, pages: { ...current.pages, [value]: { page, cards: [...before, ...added], end: cards.length === 0 } } };
    });

  const moveCard = (card: ApplicantCard, to: ApplicationStatusValue) => {
    const from = statusOf(card.status);
    if (!from) return;
    const plan = planDrop(card, to);
    switch (plan.kind) {
      case 'none':
        break;
      case 'action':
        move.mutate({ card, to, action: plan.action });
        break;
      case 'refused':
        // The card stays; the server is not asked what its answer already said.
        toasts.error(t('errors.transition_between', { from: t(`common.applicationStatus.${from}`), to: t(`common.applicationStatus.${to}`) }));
        break;
      default:
        setDialog({ kind: plan.kind, card });
    }
  };

  const onDragStart = (event: DragEvent, card: ApplicantCard) => {
    event.dataTransfer.setData(DRAG_TYPE, card.id);
    event.dataTransfer.setData('text/plain', card.id);
    event.dataTransfer.effectAllowed = 'move';
    setDragging(card);
  };

  const onDrop = (event: DragEvent, to: ApplicationStatusValue) => {
    event.preventDefault();
    setOver(null);
    const id = event.dataTransfer.getData(DRAG_TYPE) || event.dataTransfer.getData('text/plain');
    const card = dragging?.id === id ? dragging : columns.flatMap(cardsOf).find((item) => item.id === id);
    setDragging(null);
    if (card) moveCard(card, to);
  };

  const candidate = dialog ? candidateName(dialog.card, t) : '';
  return (
    <>
      <div style={{ display: 'flex', gap: 12, overflowX: 'auto', paddingBottom: 8, alignItems: 'stretch' }} data-testid="kanban">
        {columns.map((column) => {
          const value = column.value;
          const cards = cardsOf(column);
          const more = loaded.pages[value];
          // Dropped there anyway, the card snaps back with the refusal that says why.
          const refusing = over === value && dragging !== null && statusOf(dragging.status) !== value && !mayDropOn(dragging, value);
          return (
            <section
              key={value}
              aria-label={t(`common.applicationStatus.${value}`)}
              data-column={value}
              data-refusing={refusing || undefined}
              onDragOver={(event) => {
                if (!mayDrag) return;
                event.preventDefault();
                event.dataTransfer.dropEffect = 'move';
                if (over !== value) setOver(value);
              }}
              onDragLeave={() => setOver((current) => (current === value ? null : current))}
              onDrop={(event) => onDrop(event, value)}
              style={{
                flex: '1 0 160px',
                minHeight: 320,
                background: refusing ? '#fff1f0' : over === value ? '#e6f4ff' : '#f5f5f5',
                border: refusing ? '1px dashed #cf1322' : over === value ? '1px dashed #1d4ed8' : '1px solid transparent',
                borderRadius: 8,
                padding: 8,
                display: 'flex',
                flexDirection: 'column',
                gap: 8,
              }}
            >
              <Flex justify="space-between" align="center">
                <ApplicationStatusTag status={value} />
                <Typography.Text type="secondary" data-testid="column-count">
                  {column.count}
                </Typography.Text>
              </Flex>
              {cards.map((card) => (
                <Candidate key={card.id} card={card} columns={columns} draggable={mayDrag} onMove={moveCard} onDragStart={onDragStart} />
              ))}
              {cards.length < column.count && !more?.end && (
                <ShowMore
                  jobId={jobId}
                  status={value}
                  page={(more?.page ?? 1) + 1}
                  left={column.count - cards.length}
                  onLoaded={(page, added) => addPage(column, page, added)}
                />
              )}
            </section>
          );
        })}
      </div>
      <ScheduleInterviewDialog
        open={dialog?.kind === 'schedule'}
        applicationId={dialog?.card.id ?? ''}
        candidate={candidate}
        onClose={() => setDialog(null)}
      />
      <OfferJobDialog open={dialog?.kind === 'offer'} applicationId={dialog?.card.id ?? ''} candidate={candidate} onClose={() => setDialog(null)} />
      <ReasonDialog
        open={dialog?.kind === 'reject'}
        title={t('jobs.applicant.rejectTitle', { name: candidate })}
        text={t('jobs.applicant.rejectText')}
        okText={t('jobs.applicant.actions.reject')}
        danger
        loading={move.isPending}
        onCancel={() => setDialog(null)}
        onSubmit={(reason) => {
          if (dialog) move.mutate({ card: dialog.card, to: 'rejected_by_company', action: 'reject', reason });
          setDialog(null);
        }}
      />
    </>
  );
}
