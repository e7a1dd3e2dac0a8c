import { HeartFilled, MoreOutlined, StopOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Dropdown from 'antd/es/dropdown';
import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import { useId, useLayoutEffect, useRef, useState, type CSSProperties, type DragEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { can } from '@/config/access';
import { paths } from '@/config/paths';
import { isApplicationStatus, statusOf, type ApplicationStatusValue } from '@/lib/application-status';
import { useUser } from '@/lib/auth';
import { useToasts } from '@/lib/toasts';
import type { ApplicantCard, PipelineColumn } from '@/types/jobs';
import { useLoadPipelineColumn } from '../api/get-pipeline';
import { useMoveApplicant } from '../api/move-applicant';
import { candidateName, formatDate } from '../utils/format';
import { movesOf, planMove } from '../utils/pipeline-moves';
import { OfferJobDialog } from './offer-job-dialog';
import { Rating } from '@/components/ui/rating';
import { ReasonDialog } from './reason-dialog';
import { ScheduleInterviewDialog } from './schedule-interview-dialog';
import { ApplicationStatusTag } from './status-tags';

const DRAG_TYPE = 'application/x-hire-applicant';

type Dialog = { kind: 'schedule' | 'offer' | 'reject'; card: ApplicantCard };

/** What "show more" added to a column: the last page loaded, and whether it came back empty. */
type MorePages = { page: number; cards: ApplicantCard[]; end: boolean };

/** A column of the board: one of the statuses this app knows (the API sends the status as a string). */
type BoardColumn = PipelineColumn & { value: ApplicationStatusValue };

/** The pages loaded past the first ones, for the columns (the first pages) they follow. */
type Loaded = { columns: PipelineColumn[]; pages: Partial<Record<ApplicationStatusValue, MorePages>> };

/** A column's "show more" among the stops of the keyboard, which are its cards (by id), then it. */
const moreOf = (status: ApplicationStatusValue) => `more:${status}`;

const visuallyHidden: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
};

function Candidate({
  card,
  moves,
  draggable,
  menuOpen,
  onMenu,
  onMove,
  onDragStart,
}: {
  card: ApplicantCard;
  moves: ApplicationStatusValue[];
  draggable: boolean;
  menuOpen: boolean;
  onMenu: (open: boolean, picked: boolean) => void;
  onMove: (card: ApplicantCard, to: ApplicationStatusValue) => void;
  onDragStart: (event: DragEvent, card: ApplicantCard) => void;
}) {
  const { t } = useTranslation();
  const name = candidateName(card, t);
  // The cell around the card is the board's one stop for it: its link and menu button stay out
  // of the Tab order, Enter and M (or Space) on the cell do what they do.
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
          <Link to={paths.applicant.getHref(card.id)} draggable={false} tabIndex={-1}>
            <Typography.Text strong ellipsis style={{ maxWidth: 150 }}>
              {name}
            </Typography.Text>
          </Link>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('jobs.pipeline.applied', { date: formatDate(card.applied_at) })}
          </Typography.Text>
        </Flex>
        {draggable && moves.length > 0 && (
          <Dropdown
            trigger={['click']}
            open={menuOpen}
            onOpenChange={(open, { source }) => onMenu(open, source === 'menu')}
            autoFocus
            menu={{
              items: moves.map((to) => ({ key: to, label: t(`common.applicationStatus.${to}`) })),
              onClick: ({ key }) => isApplicationStatus(key) && onMove(card, key),
              // antd hands Escape to the top of its layers, which a dialog of the page may be
              // even while closed; the menu closes on its own Escape whatever is stacked.
              onKeyDown: (event) => {
                // A pick that opens a dialog moves the focus into it while Enter is still down:
                // the key's default action then pressed the dialog's first button, its Close, and
                // the dialog shut as it opened.
                if (event.key === 'Enter') event.preventDefault();
                if (event.key !== 'Escape') return;
                event.stopPropagation();
                // The focus is on the menu, outside the card: it goes back to the card.
                onMenu(false, true);
              },
            }}
          >
            <Button size="small" type="text" tabIndex={-1} icon={<MoreOutlined aria-hidden />} aria-label={t('jobs.pipeline.moveTo', { name })} />
          </Dropdown>
        )}
      </Flex>
      <Flex gap={8} align="center" wrap style={{ marginTop: 4 }}>
        {card.rating != null && <Rating readOnly value={card.rating} />}
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
  focusable,
  onLoaded,
}: {
  jobId: string;
  status: ApplicationStatusValue;
  page: number;
  left: number;
  focusable: { ref: (element: HTMLElement | null) => void; tabIndex: number };
  onLoaded: (page: number, cards: ApplicantCard[]) => void;
}) {
  const { t } = useTranslation();
  const load = useLoadPipelineColumn(jobId);
  return (
    <Button
      {...focusable}
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
 * One job's pipeline as a kanban board. Dropping a card on a column, picking a column in its
 * menu or on the keyboard takes the step that leads there (see `planMove`); refused moves show
 * the refusal and the card snaps back. Each column comes with its first page of cards; "show
 * more" loads the next ones under it.
 *
 * To assistive technology and the keyboard it is a grid (the WAI-ARIA grid pattern): a column
 * per status under its header, a row per place in the columns. It is one Tab stop; the arrow
 * keys, Home and End go from card to card, Enter opens the applicant, M or Space opens the
 * card's move menu (docs/decisions.md, "The pipeline board by keyboard"). A moved card keeps
 * the focus in its new column, and the move is said in a polite live region.
 */
export function KanbanBoard({ jobId, columns: pipeline }: { jobId: string; columns: PipelineColumn[] }) {
  const { t } = useTranslation();
  const user = useUser();
  const toasts = useToasts();
  const navigate = useNavigate();
  const move = useMoveApplicant(jobId);
  const [dragging, setDragging] = useState<ApplicantCard | null>(null);
  const [over, setOver] = useState<ApplicationStatusValue | null>(null);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [loaded, setLoaded] = useState<Loaded>({ columns: pipeline, pages: {} });
  const [active, setActive] = useState<string | null>(null);
  const [menuFor, setMenuFor] = useState<string | null>(null);
  const [said, setSaid] = useState({ text: '', times: 0 });
  const elements = useRef(new Map<string, HTMLElement>());
  // Whether the focus belongs on the board: a re-render that drops the focused card (it moved
  // to another column) leaves the focus on the page's body, and it is given back to the card.
  const following = useRef(false);
  const hint = useId();
  // A column of a status this app does not know has nowhere to go on the board.
  const columns = pipeline.flatMap((column): BoardColumn[] => {
    const value = statusOf(column.status);
    return value ? [{ ...column, value }] : [];
  });
  const statuses = columns.map((column) => column.value);
  const mayDrag = can(user, 'move_pipeline') || can(user, 'schedule_interviews');

  // New first pages (the refetch after a move) may hold what was loaded after the old ones, or
  // miss what moved away: loading more starts over from them.
  if (loaded.columns !== pipeline) setLoaded({ columns: pipeline, pages: {} });
  const cardsOf = (column: BoardColumn) => [...column.applicants, ...(loaded.pages[column.value]?.cards ?? [])];
  const hasMore = (column: BoardColumn) => cardsOf(column).length < column.count && !loaded.pages[column.value]?.end;
  const stops = columns.map((column) => [...cardsOf(column).map((card) => card.id), ...(hasMore(column) ? [moreOf(column.value)] : [])]);
  const depth = Math.max(0, ...stops.map((stop) => stop.length));
  const current = active && stops.some((stop) => stop.includes(active)) ? active : (stops.find((stop) => stop.length > 0)?.[0] ?? null);

  useLayoutEffect(() => {
    const element = current ? elements.current.get(current) : undefined;
    if (following.current && element && (document.activeElement === document.body || document.activeElement === null)) element.focus();
  });

  const focusable = (key: string) => ({
    ref: (element: HTMLElement | null) => {
      if (element) elements.current.set(key, element);
      else elements.current.delete(key);
    },
    tabIndex: key === current ? 0 : -1,
  });
  const focus = (key: string) => {
    setActive(key);
    elements.current.get(key)?.focus();
  };

  const addPage = (column: BoardColumn, page: number, cards: ApplicantCard[]) => {
    // From "show more", the keyboard goes on to the first card it brought.
    const known = new Set(cardsOf(column).map((card) => card.id));
    const first = cards.find((card) => !known.has(card.id));
    if (first && document.activeElement === elements.current.get(moreOf(column.value))) setActive(first.id);
    setLoaded((existing) => {
      // A page asked for before the first pages changed is dropped with them.
      if (existing.columns !== pipeline) return existing;
      const value = column.value;
      const before = existing.pages[value]?.cards ?? [];
      // Cards whose status changed since the first page shift the pages: one may come twice.
      const shown = new Set([...column.applicants, ...before].map((card) => card.id));
      const added = cards.filter((card) => !shown.has(card.id));
      return { columns: pipeline, pages: { ...existing.pages, [value]: { page, cards: [...before, ...added], end: cards.length === 0 } } };
    });
  };

  const announce = (card: ApplicantCard, to: ApplicationStatusValue) =>
    setSaid((last) => ({
      text: t('jobs.pipeline.moved', { name: candidateName(card, t), status: t(`common.applicationStatus.${to}`) }),
      times: last.times + 1,
    }));

  const moveCard = (card: ApplicantCard, to: ApplicationStatusValue) => {
    const from = statusOf(card.status);
    if (!from) return;
    const plan = planMove(card, to);
    switch (plan.kind) {
      case 'none':
        break;
      case 'action':
        move.mutate({ card, to, action: plan.action }, { onSuccess: () => announce(card, to) });
        break;
      case 'refused':
        // The card stays; the server is not asked what its answer already said.
        toasts.error(t('errors.transition_between', { from: t(`common.applicationStatus.${from}`), to: t(`common.applicationStatus.${to}`) }));
        break;
      default:
        setDialog({ kind: plan.kind, card });
    }
  };

  const openMenu = (card: ApplicantCard, open: boolean, picked: boolean) => {
    setMenuFor(open ? card.id : null);
    if (open) return;
    // Closed by a pick or by Escape, the menu leaves the focus on itself or its button: it goes
    // back to the card, before a dialog opens so that the dialog returns it there too.
    const focused = document.activeElement;
    const cell = elements.current.get(card.id);
    if (cell && (picked || !focused || focused === document.body || cell.contains(focused))) focus(card.id);
  };

  // The dialog gives the focus back once its closing animation ends; the board does not wait,
  // so that what the move redraws in between finds it on the card.
  const closeDialog = () => {
    setDialog(null);
    if (dialog) focus(dialog.card.id);
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

  /** A column's area and each of its cells take a drop on it. */
  const dropOn = (value: ApplicationStatusValue) => ({
    'data-drop': value,
    onDragOver: (event: DragEvent) => {
      if (!mayDrag) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'move';
      if (over !== value) setOver(value);
    },
    onDragLeave: (event: DragEvent) => {
      const into = event.relatedTarget;
      if (into instanceof Element && into.closest(`[data-drop="${value}"]`)) return;
      setOver((existing) => (existing === value ? null : existing));
    },
    onDrop: (event: DragEvent) => onDrop(event, value),
  });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const key = [...elements.current].find(([, element]) => element === event.target)?.[0];
    // Keys pressed in a card's menu (a portal, so its events pass here) or link are theirs.
    if (!key) return;
    const column = stops.findIndex((stop) => stop.includes(key));
    const row = stops[column].indexOf(key);
    const card = cardsOf(columns[column]).find((item) => item.id === key);
    const beside = (step: 1 | -1) => {
      for (let index = column + step; index >= 0 && index < stops.length; index += step) {
        if (stops[index].length > 0) return stops[index][Math.min(row, stops[index].length - 1)];
      }
      return undefined;
    };
    const filled = stops.filter((stop) => stop.length > 0);
    let target: string | undefined;
    switch (event.key) {
      case 'ArrowDown':
        target = stops[column][row + 1];
        break;
      case 'ArrowUp':
        target = stops[column][row - 1];
        break;
      case 'ArrowRight':
        target = beside(1);
        break;
      case 'ArrowLeft':
        target = beside(-1);
        break;
      case 'Home':
        target = event.ctrlKey ? filled[0]?.[0] : stops[column][0];
        break;
      case 'End':
        target = event.ctrlKey ? filled.at(-1)?.at(-1) : stops[column].at(-1);
        break;
      case 'Enter':
        if (!card) return;
        void navigate(paths.applicant.getHref(card.id));
        break;
      case ' ':
      case 'm':
      case 'M':
        if (!card || !mayDrag || movesOf(card, statuses).length === 0) return;
        setMenuFor(card.id);
        break;
      default:
        return;
    }
    event.preventDefault();
    if (target) focus(target);
  };

  const candidate = dialog ? candidateName(dialog.card, t) : '';
  const place = (column: number, row: number): CSSProperties => ({ gridColumn: column + 1, gridRow: row + 1, minWidth: 0, paddingInline: 8 });
  return (
    <>
      <Typography.Text type="secondary" id={hint} style={{ display: 'block', fontSize: 12, marginBottom: 8 }}>
        {t('jobs.pipeline.keys')}
      </Typography.Text>
      <div
        role="grid"
        aria-label={t('jobs.pipeline.boardLabel')}
        aria-describedby={hint}
        aria-rowcount={depth + 1}
        aria-colcount={columns.length}
        data-testid="kanban"
        onKeyDown={onKeyDown}
        onFocus={() => {
          following.current = true;
        }}
        onBlur={(event) => {
          const into = event.relatedTarget;
          const from = event.target;
          // The focus left for another part of the page (a card's own menu and dialogs are the
          // board's); with nowhere to go, it was either put down there or its card was redrawn.
          if (into && !event.currentTarget.contains(into) && !menuFor && !dialog) following.current = false;
          else if (!into)
            setTimeout(() => {
              if (from.isConnected && document.activeElement !== from) following.current = false;
            });
        }}
        className="pipeline-board"
        style={{
          // The columns' widths are index.css's: one at a time on a phone.
          ['--pipeline-columns' as string]: columns.length,
          display: 'grid',
          gridTemplateRows: `auto repeat(${depth}, min-content) 1fr`,
          columnGap: 12,
          rowGap: 8,
          minHeight: 320,
          overflowX: 'auto',
          paddingBottom: 8,
        }}
      >
        {columns.map((column, index) => {
          const value = column.value;
          // Dropped there anyway, the card snaps back with the refusal that says why.
          const refusing = over === value && dragging !== null && statusOf(dragging.status) !== value && planMove(dragging, value).kind === 'refused';
          return (
            <div
              key={value}
              {...dropOn(value)}
              data-column={value}
              data-refusing={refusing || undefined}
              style={{
                gridColumn: index + 1,
                gridRow: '1 / -1',
                background: refusing ? '#fff1f0' : over === value ? '#e6f4ff' : '#f5f5f5',
                border: refusing ? '1px dashed #cf1322' : over === value ? '1px dashed #1d4ed8' : '1px solid transparent',
                borderRadius: 8,
              }}
            />
          );
        })}
        <div role="row" aria-rowindex={1} style={{ display: 'contents' }}>
          {columns.map((column, index) => (
            <div key={column.value} role="columnheader" {...dropOn(column.value)} style={{ ...place(index, 0), paddingTop: 8 }}>
              <Flex justify="space-between" align="center">
                <ApplicationStatusTag status={column.value} />
                <Typography.Text type="secondary" data-testid="column-count">
                  {column.count}
                </Typography.Text>
              </Flex>
            </div>
          ))}
        </div>
        {Array.from({ length: depth }, (_, row) => (
          <div key={row} role="row" aria-rowindex={row + 2} style={{ display: 'contents' }}>
            {columns.map((column, index) => {
              const value = column.value;
              const key = stops[index][row];
              const card = cardsOf(column)[row];
              const more = loaded.pages[value];
              return (
                <div
                  key={key ?? value}
                  role="gridcell"
                  data-status={value}
                  {...dropOn(value)}
                  {...(card ? focusable(card.id) : {})}
                  style={place(index, row + 1)}
                >
                  {card ? (
                    <Candidate
                      card={card}
                      moves={movesOf(card, statuses)}
                      draggable={mayDrag}
                      menuOpen={menuFor === card.id}
                      onMenu={(open, picked) => openMenu(card, open, picked)}
                      onMove={moveCard}
                      onDragStart={onDragStart}
                    />
                  ) : (
                    key && (
                      <ShowMore
                        jobId={jobId}
                        status={value}
                        page={(more?.page ?? 1) + 1}
                        left={column.count - cardsOf(column).length}
                        focusable={focusable(key)}
                        onLoaded={(page, added) => addPage(column, page, added)}
                      />
                    )
                  )}
                </div>
              );
            })}
          </div>
        ))}
      </div>
      <div role="status" style={visuallyHidden}>
        {said.text && <span key={said.times}>{said.text}</span>}
      </div>
      <ScheduleInterviewDialog
        open={dialog?.kind === 'schedule'}
        applicationId={dialog?.card.id ?? ''}
        candidate={candidate}
        onClose={closeDialog}
        onDone={() => dialog && announce(dialog.card, 'interview')}
      />
      <OfferJobDialog
        open={dialog?.kind === 'offer'}
        applicationId={dialog?.card.id ?? ''}
        candidate={candidate}
        onClose={closeDialog}
        onDone={() => dialog && announce(dialog.card, 'offered')}
      />
      <ReasonDialog
        open={dialog?.kind === 'reject'}
        title={t('jobs.applicant.rejectTitle', { name: candidate })}
        text={t('jobs.applicant.rejectText')}
        okText={t('jobs.applicant.actions.reject')}
        danger
        loading={move.isPending}
        onCancel={closeDialog}
        onSubmit={(reason) => {
          if (dialog) {
            const card = dialog.card;
            move.mutate({ card, to: 'rejected_by_company', action: 'reject', reason }, { onSuccess: () => announce(card, 'rejected_by_company') });
          }
          closeDialog();
        }}
      />
    </>
  );
}
