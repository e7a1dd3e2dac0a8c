import { ArrowRightOutlined, CloseOutlined } from '@ant-design/icons';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Checkbox from 'antd/es/checkbox';
import Flex from 'antd/es/flex';
import { Select } from '@/components/ui/select';
import Space from 'antd/es/space';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { can } from '@/config/access';
import { applicationStatuses } from '@/lib/application-status';
import { useUser } from '@/lib/auth';
import type { BulkOutcome } from '@/types/jobs';
import { useBulkAct, type BulkInput } from '../api/bulk-act';
import { useApplicants } from '../api/get-applicants';
import { useCompanyJobs } from '../api/get-company-jobs';
import { ApplicantsTable } from '../components/applicants-table';
import { ReasonDialog } from '../components/reason-dialog';
import { SourceFilter } from '../components/source-filter';
import { applicantsFilterParams, parseApplicantsFilter } from '../utils/applicants-filter';

const PAGE_SIZE = 20;

/** Every applicant of the company: filters, sorting, and bulk moves with an outcome per row. */
export default function AllApplicantsRoute() {
  const { t } = useTranslation();
  const user = useUser();
  const [params, setParams] = useSearchParams();
  const filter = parseApplicantsFilter(params);
  const allowed = can(user, 'see_applicants');
  const applicants = useApplicants({ ...filter, pageSize: PAGE_SIZE }, 'all', { enabled: allowed });
  const jobs = useCompanyJobs({ pageSize: 100 }, { enabled: allowed });
  const bulk = useBulkAct();
  const [selected, setSelected] = useState<string[]>([]);
  const [outcomes, setOutcomes] = useState<Record<string, BulkOutcome> | undefined>();
  const [rejecting, setRejecting] = useState(false);
  const mayMove = can(user, 'move_pipeline');

  if (!allowed) return <Alert type="info" showIcon title={t('jobs.pipeline.notForRole')} />;

  const update = (next: Partial<typeof filter>) => {
    setParams(applicantsFilterParams({ ...filter, page: undefined, ...next }, params));
  };

  const run = (input: BulkInput) =>
    bulk.mutate(input, {
      onSuccess: (results) => {
        setOutcomes(Object.fromEntries(results.map((outcome) => [outcome.id, outcome])));
        setSelected(results.filter((outcome) => !outcome.ok).map((outcome) => outcome.id));
        setRejecting(false);
      },
    });

  const moved = outcomes ? Object.values(outcomes).filter((outcome) => outcome.ok).length : 0;
  const refused = outcomes ? Object.values(outcomes).length - moved : 0;

  return (
    <Card>
      <Flex vertical gap={16}>
        <Flex gap={12} wrap align="center">
          <Select
            allowClear
            placeholder={t('jobs.applicants.filters.job')}
            aria-label={t('jobs.applicants.filters.job')}
            style={{ minWidth: 220 }}
            value={filter.job}
            onChange={(job) => update({ job })}
            loading={jobs.isPending}
            options={(jobs.data?.results ?? []).map((job) => ({ value: job.id, label: job.details.title }))}
          />
          <Select
            allowClear
            placeholder={t('jobs.applicants.filters.status')}
            aria-label={t('jobs.applicants.filters.status')}
            style={{ minWidth: 200 }}
            value={filter.status}
            onChange={(status) => update({ status })}
            options={applicationStatuses.map((value) => ({ value, label: t(`common.applicationStatus.${value}`) }))}
          />
          <SourceFilter value={filter.source} onChange={(source) => update({ source })} />
          <Checkbox checked={filter.favorite ?? false} onChange={(event) => update({ favorite: event.target.checked || undefined })}>
            {t('jobs.applicants.filters.favorites')}
          </Checkbox>
        </Flex>
        {mayMove && (
          <Space wrap>
            <Button
              icon={<ArrowRightOutlined aria-hidden />}
              disabled={!selected.length}
              loading={bulk.isPending && bulk.variables?.action === 'next_step'}
              onClick={() => run({ ids: selected, action: 'next_step' })}
            >
              {t('jobs.applicants.bulk.nextStep', { count: selected.length })}
            </Button>
            <Button danger icon={<CloseOutlined aria-hidden />} disabled={!selected.length} onClick={() => setRejecting(true)}>
              {t('jobs.applicants.bulk.reject', { count: selected.length })}
            </Button>
          </Space>
        )}
        {outcomes && (
          <div data-testid="bulk-summary">
            <Alert
              type={refused ? 'warning' : 'success'}
              showIcon
              closable={{ onClose: () => setOutcomes(undefined) }}
              title={t('jobs.applicants.bulk.summary', { moved, refused })}
            />
          </div>
        )}
        <ApplicantsTable
          applicants={applicants.data?.results ?? []}
          total={applicants.data?.count ?? 0}
          loading={applicants.isPending || applicants.isPlaceholderData}
          filter={filter}
          pageSize={PAGE_SIZE}
          onChange={(next) => setParams(applicantsFilterParams({ ...filter, ...next }, params))}
          showJob
          selection={mayMove ? { selected, onSelect: setSelected } : undefined}
          outcomes={outcomes}
        />
      </Flex>
      <ReasonDialog
        open={rejecting}
        title={t('jobs.applicants.bulk.rejectTitle', { count: selected.length })}
        okText={t('jobs.applicant.actions.reject')}
        danger
        loading={bulk.isPending}
        onCancel={() => setRejecting(false)}
        onSubmit={(reason) => run({ ids: selected, action: 'reject', reason })}
      />
    </Card>
  );
}
