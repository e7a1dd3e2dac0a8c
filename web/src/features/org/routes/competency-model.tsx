import { EditOutlined, FileTextOutlined, PlusOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import Skeleton from 'antd/es/skeleton';
import Typography from 'antd/es/typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { TreeSelect } from '@/components/ui/tree-select';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth';
import { useLists } from '@/lib/lists';
import { levelLabel, useLevelNames } from '@/lib/rating-scale';
import { useCompetencyModel } from '../api/get-competency-model';
import { useDeleteCompetency } from '../api/delete-competency';
import { useOrgChart } from '../api/get-org-chart';
import { CompetencyDialog, type CompetencyDialogTarget } from '../components/competency-dialog';
import { CompetencyGroups } from '../components/competency-groups';
import { RatingScaleDialog } from '../components/rating-scale-dialog';
import { findPosition, positionTree } from '../utils/position-tree';

/**
 * /competency-model (spec section 2; company or employee): a position's competencies by the
 * spec's categories, each with the level it requires on the company's rating scale. The
 * company adds, edits and deletes them and names the scale's levels; employees read. The
 * picked position is in the URL (?position=).
 */
export default function CompetencyModelRoute() {
  const { t } = useTranslation();
  const user = useUser();
  const lists = useLists();
  const editable = user.user_type === 'company';
  const [params, setParams] = useSearchParams();
  const chart = useOrgChart({});
  const { names } = useLevelNames();

  const units = useMemo(() => chart.data?.units ?? [], [chart.data]);
  const positions = useMemo(() => chart.data?.positions ?? [], [chart.data]);
  const tree = useMemo(() => positionTree(units, positions), [units, positions]);
  const picked = params.get('position');
  const selected = findPosition(units, positions, picked);
  const model = useCompetencyModel(selected ? selected.position.id : null);
  const deletion = useDeleteCompetency();

  const [dialog, setDialog] = useState<CompetencyDialogTarget | null>(null);
  const [naming, setNaming] = useState(false);
  // Each opening mounts its dialog afresh, so its form starts from the target's values.
  const [openings, setOpenings] = useState(0);
  const openDialog = (target: CompetencyDialogTarget) => {
    setOpenings((count) => count + 1);
    setDialog(target);
  };
  const openNaming = () => {
    setOpenings((count) => count + 1);
    setNaming(true);
  };

  const pick = (id: string | undefined) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      if (id) next.set('position', id);
      else next.delete('position');
      return next;
    });

  const body = () => {
    if (!chart.data) return chart.isPending ? <Skeleton active /> : <Empty description={t('org.competencyModel.loadFailed')} />;
    if (tree.length === 0) {
      return (
        <Empty description={t('org.competencyModel.noPositions')}>
          {editable && (
            <Link to={paths.orgChart.getHref()}>
              <Button>{t('org.competencyModel.toOrgChart')}</Button>
            </Link>
          )}
        </Empty>
      );
    }
    if (!selected) {
      return <Empty description={t(picked ? 'org.competencyModel.positionNotFound' : 'org.competencyModel.pickPrompt')} />;
    }
    const { position, unitPath } = selected;
    return (
      <Card
        type="inner"
        title={
          <Flex vertical style={{ padding: '8px 0' }}>
            <Typography.Title level={4} style={{ margin: 0 }} data-testid="competency-position">
              {position.title}
            </Typography.Title>
            {unitPath && <Typography.Text type="secondary" style={{ fontWeight: 'normal' }}>{unitPath}</Typography.Text>}
          </Flex>
        }
        extra={
          editable && (
            <Flex gap={8} wrap justify="flex-end">
              <Link to={paths.jobTemplate.getHref(position.id)}>
                <Button icon={<FileTextOutlined aria-hidden />}>{t('org.competencyModel.jobTemplate')}</Button>
              </Link>
              <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => openDialog({ position })}>
                {t('org.competencyModel.add')}
              </Button>
            </Flex>
          )
        }
      >
        {model.isPending ? (
          <Skeleton active />
        ) : model.data?.length ? (
          <CompetencyGroups
            competencies={model.data}
            levelNames={names}
            onEdit={editable ? (competency) => openDialog({ position, competency }) : undefined}
            onDelete={editable ? (competency) => deletion.mutateAsync(competency) : undefined}
          />
        ) : (
          <Empty description={t(editable ? 'org.competencyModel.empty' : 'org.competencyModel.emptyReadOnly')} />
        )}
      </Card>
    );
  };

  return (
    <Card title={t('org.competencyModel.title')}>
      <Flex vertical gap={16}>
        <Flex wrap gap={16} align="center" justify="space-between">
          {/* Within the card on a phone: the picker narrows rather than widening the page. */}
          <Flex gap={8} align="center" wrap style={{ maxWidth: '100%' }}>
            <label htmlFor="competency-position-picker">{t('org.competencyModel.position')}</label>
            <TreeSelect
              id="competency-position-picker"
              style={{ width: 360, maxWidth: '100%' }}
              treeData={tree}
              value={selected?.position.id}
              onChange={(value?: string) => pick(value)}
              placeholder={t('org.competencyModel.pickPosition')}
              showSearch
              treeNodeFilterProp="title"
              treeDefaultExpandAll
              allowClear
              loading={chart.isPending}
              notFoundContent={t('org.competencyModel.noPositions')}
            />
          </Flex>
          <Flex gap={8} align="center" wrap>
            <Typography.Text type="secondary" data-testid="rating-scale">
              {t('org.competencyModel.scale.legend')}: {names.map((_, index) => levelLabel(index + 1, names)).join(' · ')}
            </Typography.Text>
            {editable && (
              <Button size="small" icon={<EditOutlined aria-hidden />} onClick={openNaming}>
                {t('org.competencyModel.scale.name')}
              </Button>
            )}
          </Flex>
        </Flex>
        {body()}
      </Flex>
      {editable && (
        <>
          <CompetencyDialog key={`competency-${openings}`} target={dialog} levelNames={names} onClose={() => setDialog(null)} />
          <RatingScaleDialog
            key={`scale-${openings}`}
            open={naming}
            names={names}
            defaults={lists.ratingLevels.map((option) => option.label)}
            onClose={() => setNaming(false)}
          />
        </>
      )}
    </Card>
  );
}
