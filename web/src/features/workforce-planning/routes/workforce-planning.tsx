import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import DatePicker from 'antd/es/date-picker';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import Modal from 'antd/es/modal';
import { Select } from '@/components/ui/select';
import Skeleton from 'antd/es/skeleton';
import Spin from 'antd/es/spin';
import Tabs from 'antd/es/tabs';
import Typography from 'antd/es/typography';
import dayjs from 'dayjs';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ExportButton } from '@/components/export-button';
import { paths } from '@/config/paths';
import { useLanguage } from '@/lib/i18n';
import type { PlanLine } from '@/types/workforce-planning';
import { useDeletePlanLine } from '../api/delete-plan-line';
import { exportWorkforcePlan, useWorkforcePlan } from '../api/get-workforce-plan';
import { useRequestStaff } from '../api/request-staff';
import { LineDialog } from '../components/line-dialog';
import { PlanHistory } from '../components/plan-history';
import { PlanLinesTable } from '../components/plan-lines-table';
import { PlanTrend } from '../components/plan-trend';
import { PlanUnitsTable } from '../components/plan-units-table';
import { pastDay, periodChoices, periodFromSearch, periodLabel } from '../utils/period';
import { linesInUnit, unitOptions } from '../utils/unit-tree';

const DAY = 'YYYY-MM-DD';
const SHOWN_DAY = 'DD.MM.YYYY';

type Tab = 'lines' | 'units' | 'history' | 'trend';

/** A label beside its control, as the toolbar shows them. */
function Labelled({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Flex gap={8} align="center">
      <Typography.Text type="secondary">{label}</Typography.Text>
      {children}
    </Flex>
  );
}

/**
 * The company's workforce plan (spec section 3, /workforce-planning): for a year or a quarter
 * (`?period=`, the current quarter by default), per position its budget, out of budget, updated
 * budget, staff, open requisitions, vacancy and over budget, its salary budget and the market's
 * median; the units rolled up as a tree; the history of changes; the plan against actual over the
 * period. A line's figures can be changed or removed, and a vacancy turned into a staff request.
 * `?at=` (a past day) shows the plan as it was then, read-only.
 */
export default function WorkforcePlanningRoute() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [modal, modalHolder] = Modal.useModal();
  const [params, setParams] = useSearchParams();
  const period = periodFromSearch(params.get('period'));
  const at = pastDay(params.get('at'));
  const readOnly = at !== undefined;
  const plan = useWorkforcePlan({ period, at });

  const [tab, setTab] = useState<Tab>('lines');
  const [unitId, setUnitId] = useState<string | undefined>();
  const [editing, setEditing] = useState<PlanLine | null>(null);
  // Each opening mounts the dialog afresh, so its form starts from the line's values.
  const [openings, setOpenings] = useState(0);
  const [requested, setRequested] = useState<{ title: string; jobId: string } | null>(null);
  const removal = useDeletePlanLine();
  const request = useRequestStaff();

  const data = plan.data;
  const units = useMemo(() => data?.units ?? [], [data]);
  const unit = unitId ? units.find((candidate) => candidate.id === unitId) : undefined;
  const lines = useMemo(() => linesInUnit(data?.lines ?? [], units, unit?.id), [data, units, unit]);
  const options = useMemo(() => unitOptions(units), [units]);

  const setParam = (name: string, value: string | null) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      if (value === null) next.delete(name);
      else next.set(name, value);
      return next;
    });

  const edit = (line: PlanLine) => {
    setOpenings((count) => count + 1);
    setEditing(line);
  };

  const remove = (line: PlanLine) =>
    modal.confirm({
      title: t('workforcePlanning.confirmRemove.title', { title: line.title }),
      content: t('workforcePlanning.confirmRemove.text'),
      okText: t('workforcePlanning.confirmRemove.ok'),
      okButtonProps: { danger: true },
      cancelText: t('common.actions.cancel'),
      // A refusal is told by the one feedback place.
      onOk: () => removal.mutateAsync({ positionId: line.position_id, period }).catch(() => undefined),
    });

  const requestStaff = (line: PlanLine) => {
    setRequested(null);
    // A refusal (no_vacancy, no_job_template) is told by the one feedback place.
    request.mutate({ positionId: line.position_id, period }, { onSuccess: ({ job_id }) => setRequested({ title: line.title, jobId: job_id }) });
  };

  const shownDay = at ? dayjs(at).format(SHOWN_DAY) : '';

  const body = () => {
    if (!data) return plan.isPending ? <Skeleton active /> : <Empty description={t('workforcePlanning.loadFailed')} />;
    if (data.lines.length === 0) {
      return (
        <Empty data-testid="plan-empty" description={t('workforcePlanning.empty')}>
          <Link to={paths.orgChart.getHref()}>{t('layout.titles.orgChart')}</Link>
        </Empty>
      );
    }
    return (
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as Tab)}
        items={[
          {
            key: 'lines',
            label: t('workforcePlanning.tabs.lines'),
            children: (
              <PlanLinesTable
                lines={lines}
                units={units}
                summary={unit ? { label: unit.name, figures: unit } : { label: t('workforcePlanning.total'), figures: data.total }}
                locale={language}
                readOnly={readOnly}
                onEdit={edit}
                onRemove={remove}
                onRequestStaff={requestStaff}
                requesting={request.isPending ? (request.variables?.positionId ?? null) : null}
              />
            ),
          },
          {
            key: 'units',
            label: t('workforcePlanning.tabs.units'),
            children: (
              <PlanUnitsTable
                units={units}
                total={data.total}
                locale={language}
                onShowUnit={(id) => {
                  setUnitId(id);
                  setTab('lines');
                }}
              />
            ),
          },
          { key: 'history', label: t('workforcePlanning.tabs.history'), children: <PlanHistory period={period} locale={language} /> },
          { key: 'trend', label: t('workforcePlanning.tabs.trend'), children: <PlanTrend period={period} locale={language} /> },
        ]}
      />
    );
  };

  return (
    <Card
      title={t('workforcePlanning.title', { period: periodLabel(t, period) })}
      extra={
        <ExportButton download={(format) => exportWorkforcePlan({ period, at }, format)} fileName={`workforce-plan-${period}${at ? `-${at}` : ''}`} disabled={!data} />
      }
    >
      <Flex vertical gap={16}>
        <Flex wrap gap={16} align="center">
          <Labelled label={t('workforcePlanning.period')}>
            <Select<string>
              aria-label={t('workforcePlanning.period')}
              style={{ width: 150 }}
              value={period}
              options={periodChoices(period).map((choice) => ({ value: choice, label: periodLabel(t, choice) }))}
              onChange={(choice) => setParam('period', choice)}
            />
          </Labelled>
          <Labelled label={t('workforcePlanning.asOf')}>
            <DatePicker
              value={at ? dayjs(at) : null}
              placeholder={t('workforcePlanning.now')}
              format={SHOWN_DAY}
              disabledDate={(day) => day.isAfter(dayjs(), 'day')}
              onChange={(day) => setParam('at', day && day.isBefore(dayjs(), 'day') ? day.format(DAY) : null)}
              aria-label={t('workforcePlanning.asOf')}
            />
          </Labelled>
          <Labelled label={t('workforcePlanning.fields.unit')}>
            <Select<string>
              aria-label={t('workforcePlanning.fields.unit')}
              style={{ width: 240 }}
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              placeholder={t('workforcePlanning.allUnits')}
              value={unit?.id}
              options={options}
              optionRender={(option) => <span style={{ paddingInlineStart: (option.data.depth ?? 0) * 12 }}>{option.label}</span>}
              onChange={(id) => setUnitId(id ?? undefined)}
            />
          </Labelled>
          {data && (
            <Typography.Text type="secondary" data-testid="plan-dates">
              {t('workforcePlanning.dates', { from: dayjs(data.starts_on).format(SHOWN_DAY), to: dayjs(data.ends_on).format(SHOWN_DAY) })}
            </Typography.Text>
          )}
        </Flex>
        {readOnly && (
          <Alert
            type="info"
            showIcon
            title={t('workforcePlanning.readOnly', { date: shownDay })}
            action={
              <Button size="small" onClick={() => setParam('at', null)}>
                {t('workforcePlanning.backToNow')}
              </Button>
            }
          />
        )}
        {requested && (
          <Alert
            type="success"
            showIcon
            closable={{ onClose: () => setRequested(null) }}
            data-testid="staff-requested"
            title={t('workforcePlanning.messages.requested', { title: requested.title })}
            description={
              <Flex gap={16} wrap>
                <Link to={paths.requestedStaff.getHref()}>{t('workforcePlanning.messages.requests')}</Link>
                <Link to={paths.myJob.getHref(requested.jobId)}>{t('workforcePlanning.messages.job')}</Link>
              </Flex>
            }
          />
        )}
        <Spin spinning={plan.isPlaceholderData && plan.isFetching}>{body()}</Spin>
      </Flex>
      <LineDialog key={`line-${openings}`} line={editing} period={period} onClose={() => setEditing(null)} />
      {modalHolder}
    </Card>
  );
}
