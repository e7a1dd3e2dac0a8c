import { PlusOutlined, SearchOutlined } from '@ant-design/icons';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import DatePicker from 'antd/es/date-picker';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Skeleton from 'antd/es/skeleton';
import Spin from 'antd/es/spin';
import Switch from 'antd/es/switch';
import Typography from 'antd/es/typography';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { Unit } from '@/types/org';
import { useArchivePosition } from '../api/archive-position';
import { useArchiveUnit } from '../api/archive-unit';
import { useDeletePosition } from '../api/delete-position';
import { useDeleteUnit } from '../api/delete-unit';
import { useOrgChart } from '../api/get-org-chart';
import { useRestorePosition } from '../api/restore-position';
import { useRestoreUnit } from '../api/restore-unit';
import { MoveUnitDialog } from '../components/move-unit-dialog';
import { OrgTreeView } from '../components/org-tree-view';
import { PositionDialog, type PositionDialogTarget } from '../components/position-dialog';
import { UnitDetails } from '../components/unit-details';
import { UnitDialog, type UnitDialogTarget } from '../components/unit-dialog';
import type { OrgAction } from '../utils/org-actions';
import { buildOrgTree, chartSummary, expandableKeys, filterOrgTree, findUnitNode, nodeCount } from '../utils/org-tree';

const DAY = 'YYYY-MM-DD';
/** A chart with this many lines (units, positions, people) or more renders only the rows in view. */
const LARGE_CHART = 300;
const SHOWN_DAY = 'DD.MM.YYYY';

/** `?at=` when it names a past day; today and later are the live chart. */
function pastDay(value: string | null): string | undefined {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const day = dayjs(value, DAY);
  return day.isValid() && day.isBefore(dayjs(), 'day') ? value : undefined;
}

/**
 * The company's org chart (spec section 2, /org-chart): departments → divisions →
 * sub-divisions with their positions, filled against budgeted places, and the people in them.
 * A click on a unit shows its details; the search finds units, positions and people. Today's
 * chart can be changed; a past day's (?at=) is shown as it was then, people included, read-only.
 * ?archived=true shows archived units greyed.
 */
export default function OrgChartRoute() {
  const { t } = useTranslation();
  const [modal, modalHolder] = Modal.useModal();
  const [params, setParams] = useSearchParams();
  const at = pastDay(params.get('at'));
  const archived = params.get('archived') === 'true';
  const readOnly = at !== undefined;
  const chart = useOrgChart({ at, archived });

  const [query, setQuery] = useState('');
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const [selectedUnitId, setSelectedUnitId] = useState<string | null>(null);
  const [unitDialog, setUnitDialog] = useState<UnitDialogTarget | null>(null);
  const [positionDialog, setPositionDialog] = useState<PositionDialogTarget | null>(null);
  const [moving, setMoving] = useState<Unit | null>(null);
  // Each opening mounts its dialog afresh: a form starts from its target's values, and no state
  // of the last use lingers (antd leaves a closed modal's loading icon half-animated, which
  // would read as "loading Save").
  const [openings, setOpenings] = useState(0);
  const open = <T,>(set: (target: T) => void, target: T) => {
    setOpenings((count) => count + 1);
    set(target);
  };

  const archiveUnit = useArchiveUnit();
  const restoreUnit = useRestoreUnit();
  const deleteUnit = useDeleteUnit();
  const archivePosition = useArchivePosition();
  const restorePosition = useRestorePosition();
  const deletePosition = useDeletePosition();

  const units = useMemo(() => chart.data?.units ?? [], [chart.data]);
  const roots = useMemo(
    () => buildOrgTree(units, chart.data?.positions ?? [], chart.data?.employees ?? []),
    [units, chart.data],
  );
  const shown = useMemo(() => filterOrgTree(roots, query), [roots, query]);
  const keys = useMemo(() => expandableKeys(shown), [shown]);
  const expandedKeys = useMemo(() => keys.filter((key) => !collapsed.has(key)), [keys, collapsed]);
  const summary = useMemo(() => chartSummary(roots), [roots]);
  const large = useMemo(() => nodeCount(roots) >= LARGE_CHART, [roots]);
  const selected = useMemo(() => findUnitNode(roots, selectedUnitId), [roots, selectedUnitId]);

  const setParam = (name: string, value: string | null) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      if (value === null) next.delete(name);
      else next.set(name, value);
      return next;
    });

  const confirmDelete = (name: string, remove: () => Promise<unknown>) =>
    modal.confirm({
      title: t('org.confirmDelete.title', { name }),
      content: t('org.confirmDelete.text'),
      okText: t('org.actions.delete'),
      okButtonProps: { danger: true },
      cancelText: t('common.actions.cancel'),
      // A refusal (unit_in_use: archive instead) is told by the one feedback place.
      onOk: () => remove().catch(() => undefined),
    });

  const act = (action: OrgAction) => {
    switch (action.type) {
      case 'addUnit':
        return open(setUnitDialog, { kind: action.kind, parent: action.parent });
      case 'renameUnit':
        return open(setUnitDialog, { unit: action.unit });
      case 'moveUnit':
        return open(setMoving, action.unit);
      case 'addPosition':
        return open(setPositionDialog, { unit: action.unit });
      case 'editPosition':
        return open(setPositionDialog, { position: action.position });
      case 'archiveUnit':
        return archiveUnit.mutate(action.unit.id);
      case 'restoreUnit':
        return restoreUnit.mutate(action.unit.id);
      case 'deleteUnit':
        return confirmDelete(action.unit.name, () => deleteUnit.mutateAsync(action.unit.id));
      case 'archivePosition':
        return archivePosition.mutate(action.position.id);
      case 'restorePosition':
        return restorePosition.mutate(action.position.id);
      case 'deletePosition':
        return confirmDelete(action.position.title, () => deletePosition.mutateAsync(action.position.id));
    }
  };

  const shownDay = at ? dayjs(at, DAY).format(SHOWN_DAY) : '';
  const body = () => {
    if (!chart.data) return chart.isPending ? <Skeleton active /> : <Empty description={t('org.loadFailed')} />;
    if (roots.length === 0) {
      return (
        <Empty
          data-testid="org-empty"
          description={readOnly ? t('org.emptyAt', { date: shownDay }) : t('org.empty')}
        />
      );
    }
    const tree =
      shown.length === 0 ? (
        <Empty description={t('org.noMatches', { query: query.trim() })} />
      ) : (
        <OrgTreeView
          roots={shown}
          expandedKeys={expandedKeys}
          onExpand={(expanded) => {
            const open = new Set(expanded);
            setCollapsed(new Set(keys.filter((key) => !open.has(key))));
          }}
          readOnly={readOnly}
          onAction={act}
          selectedUnitId={selected ? selected.unit.id : null}
          onSelectUnit={setSelectedUnitId}
          virtual={large}
        />
      );
    return (
      <Flex gap={16} align="start" wrap>
        <div style={{ flex: '1 1 480px', minWidth: 0 }}>{tree}</div>
        {selected && (
          <div style={{ flex: '0 1 360px', minWidth: 280 }}>
            <UnitDetails node={selected} units={units} onSelectUnit={setSelectedUnitId} />
          </div>
        )}
      </Flex>
    );
  };

  return (
    <Card
      title={t('org.title')}
      extra={
        !readOnly && (
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => open(setUnitDialog, { kind: 'department' })}>
            {t('org.actions.add.department')}
          </Button>
        )
      }
    >
      <Flex vertical gap={16}>
        <Flex wrap gap={12} align="center" justify="space-between">
          <Input
            allowClear
            prefix={<SearchOutlined aria-hidden />}
            placeholder={t('org.search')}
            aria-label={t('org.search')}
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setCollapsed(new Set());
            }}
            style={{ maxWidth: 320 }}
          />
          <Flex wrap gap={16} align="center">
            <Flex gap={8} align="center">
              <Typography.Text type="secondary">{t('org.asOf')}</Typography.Text>
              <DatePicker
                value={at ? dayjs(at, DAY) : null}
                placeholder={t('org.today')}
                format={SHOWN_DAY}
                disabledDate={(day) => day.isAfter(dayjs(), 'day')}
                onChange={(day) => setParam('at', day && day.isBefore(dayjs(), 'day') ? day.format(DAY) : null)}
                aria-label={t('org.asOf')}
              />
            </Flex>
            <Flex gap={8} align="center">
              <Switch
                id="org-show-archived"
                size="small"
                checked={archived}
                onChange={(checked) => setParam('archived', checked ? 'true' : null)}
              />
              <label htmlFor="org-show-archived">{t('org.showArchived')}</label>
            </Flex>
            <Button size="small" onClick={() => setCollapsed(new Set())}>
              {t('org.expandAll')}
            </Button>
            <Button size="small" onClick={() => setCollapsed(new Set(keys))}>
              {t('org.collapseAll')}
            </Button>
          </Flex>
        </Flex>
        {readOnly && (
          <Alert
            type="info"
            showIcon
            title={t('org.readOnly', { date: shownDay })}
            action={
              <Button size="small" onClick={() => setParam('at', null)}>
                {t('org.backToToday')}
              </Button>
            }
          />
        )}
        {chart.data && roots.length > 0 && (
          <Typography.Text type="secondary" data-testid="org-summary">
            {t('org.summary', summary)}
          </Typography.Text>
        )}
        <Spin spinning={chart.isPlaceholderData && chart.isFetching}>{body()}</Spin>
      </Flex>
      <UnitDialog key={`unit-${openings}`} target={unitDialog} onClose={() => setUnitDialog(null)} />
      <PositionDialog key={`position-${openings}`} target={positionDialog} onClose={() => setPositionDialog(null)} />
      <MoveUnitDialog key={`move-${openings}`} unit={moving} units={units} onClose={() => setMoving(null)} />
      {modalHolder}
    </Card>
  );
}
