import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Divider from 'antd/es/divider';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import { Popconfirm } from '@/components/ui/popconfirm';
import Skeleton from 'antd/es/skeleton';
import Switch from 'antd/es/switch';
import Typography from 'antd/es/typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Drawer } from '@/components/ui/drawer';
import { TreeSelect } from '@/components/ui/tree-select';
import { type OrgUnitNode, useOrgUnitTree } from '@/lib/org-units';
import { applyServerFieldErrors, formRules } from '@/lib/validation';
import type { Delegate } from '@/types/delegates';
import { useDelegate } from '../api/get-delegates';
import { useGrantUnit } from '../api/grant-unit';
import { useLiftLimits } from '../api/lift-limits';
import { useRevokeGrant } from '../api/revoke-grant';
import { useSetApplicantPermission } from '../api/set-applicant-permission';
import { grantedUnitIds, grantKind, grantName } from '../utils/grants';
import { GrantTag } from './grant-tag';

/** Whom the drawer is about: an employee of the company (their user id). */
export type AccessPerson = { id: string; first_name: string; last_name: string };

type TreeOption = { value: string; title: string; disabled: boolean; children: TreeOption[] };

const toOptions = (nodes: OrgUnitNode[], granted: Set<string>): TreeOption[] =>
  nodes.map((node) => ({
    value: node.value,
    title: node.title,
    disabled: granted.has(node.value),
    children: toOptions(node.children, granted),
  }));

type Values = { unit_id: string };

function GrantUnitForm({ person, delegate }: { person: AccessPerson; delegate: Delegate | null }) {
  const { t } = useTranslation();
  const rules = formRules(t);
  const [form] = Form.useForm<Values>();
  const units = useOrgUnitTree({ enabled: true });
  const grant = useGrantUnit();
  const name = `${person.first_name} ${person.last_name}`;
  const options = useMemo(() => toOptions(units.data ?? [], grantedUnitIds(delegate?.grants ?? [])), [units.data, delegate]);

  const submit = ({ unit_id }: Values) =>
    grant.mutate(
      { employee_id: person.id, unit_id },
      { onSuccess: () => form.resetFields(), onError: (error) => applyServerFieldErrors(form, error, t) },
    );

  return (
    <Form<Values> form={form} layout="vertical" onFinish={submit} requiredMark={false}>
      <Form.Item
        name="unit_id"
        label={t('delegates.drawer.unit')}
        rules={[rules.required]}
        extra={delegate === null ? t('delegates.drawer.firstGrantHint', { name }) : t('delegates.drawer.unitHint')}
      >
        <TreeSelect<string>
          treeData={options}
          loading={units.isPending}
          placeholder={t('delegates.drawer.unitPlaceholder')}
          notFoundContent={t('delegates.drawer.noUnits')}
          showSearch={{ treeNodeFilterProp: 'title' }}
          treeDefaultExpandAll
          allowClear
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={grant.isPending}>
        {t('delegates.drawer.grant')}
      </Button>
    </Form>
  );
}

function Grants({ delegate }: { delegate: Delegate }) {
  const { t } = useTranslation();
  const revoke = useRevokeGrant();
  return (
    <Flex vertical gap={8} role="list" aria-label={t('delegates.drawer.grants')}>
      {delegate.grants.map((grant) => (
        <Flex key={grant.id} role="listitem" justify="space-between" align="center" gap={8}>
          <Flex gap={8} align="center" wrap>
            <GrantTag grant={grant} />
            <Typography.Text type="secondary">{grantKind(t, grant)}</Typography.Text>
          </Flex>
          <Button
            size="small"
            danger
            aria-label={t('delegates.drawer.revokeLabel', { name: grantName(t, grant) })}
            loading={revoke.isPending && revoke.variables === grant.id}
            onClick={() => revoke.mutate(grant.id)}
          >
            {t('delegates.drawer.revoke')}
          </Button>
        </Flex>
      ))}
    </Flex>
  );
}

function AccessDetails({ person }: { person: AccessPerson }) {
  const { t } = useTranslation();
  const { delegate, isPending } = useDelegate(person.id);
  const permission = useSetApplicantPermission();
  const lift = useLiftLimits();
  const name = `${person.first_name} ${person.last_name}`;
  if (isPending || delegate === undefined) return <Skeleton active />;
  const state = delegate === null ? 'wholeCompany' : delegate.grants.length === 0 ? 'noGrants' : 'limited';

  return (
    <Flex vertical gap={16}>
      <Alert type={state === 'noGrants' ? 'warning' : 'info'} showIcon title={t(`delegates.drawer.${state}`, { name })} />

      {delegate !== null && delegate.grants.length > 0 && (
        <div>
          <Typography.Title level={5}>{t('delegates.drawer.grants')}</Typography.Title>
          <Grants delegate={delegate} />
        </div>
      )}

      <div>
        <Typography.Title level={5}>{t('delegates.drawer.grantTitle')}</Typography.Title>
        <GrantUnitForm person={person} delegate={delegate} />
      </div>

      <Divider style={{ margin: 0 }} />
      <Flex vertical gap={4}>
        <Flex gap={8} align="center">
          <Switch
            id="delegate-applicants"
            checked={delegate ? delegate.applicants : true}
            disabled={delegate === null}
            loading={permission.isPending}
            onChange={(applicants) => permission.mutate({ employeeId: person.id, applicants })}
          />
          <label htmlFor="delegate-applicants">{t('delegates.drawer.applicants')}</label>
        </Flex>
        <Typography.Text type="secondary">
          {t(delegate === null ? 'delegates.drawer.applicantsWholeCompany' : 'delegates.drawer.applicantsHint')}
        </Typography.Text>
      </Flex>

      {delegate !== null && (
        <>
          <Divider style={{ margin: 0 }} />
          <div>
            <Popconfirm
              title={t('delegates.drawer.liftTitle', { name })}
              description={t('delegates.drawer.liftText')}
              okText={t('delegates.drawer.liftOk')}
              cancelText={t('common.actions.cancel')}
              onConfirm={() => lift.mutateAsync(person.id).catch(() => undefined)}
            >
              <Button loading={lift.isPending}>{t('delegates.drawer.liftLimits')}</Button>
            </Popconfirm>
          </div>
        </>
      )}
    </Flex>
  );
}

/**
 * An employee's access (company only): grant a unit of the structure, revoke a grant, whether
 * they see applications, or back to the whole company. Mounted afresh for each opening (the
 * caller keys it), so the form starts empty.
 */
export function AccessDrawer({ person, open, onClose }: { person: AccessPerson | null; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={480}
      title={person ? t('delegates.drawer.title', { name: `${person.first_name} ${person.last_name}` }) : ''}
    >
      {person && <AccessDetails person={person} />}
    </Drawer>
  );
}
