import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Skeleton from 'antd/es/skeleton';
import Switch from 'antd/es/switch';
import { useTranslation } from 'react-i18next';
import { LimitedInput } from '@/components/form/limited-text';
import { Dialog } from '@/components/ui/dialog';
import { applyServerFieldErrors, formRules } from '@/lib/validation';
import type { EndpointRequest, WebhookEndpoint } from '@/types/webhooks';
import { useCreateEndpoint } from '../api/create-endpoint';
import { useEventTypes } from '../api/get-event-types';
import { useUpdateEndpoint } from '../api/update-endpoint';
import { EventTypeCheckboxes } from './event-type-checkboxes';

const DESCRIPTION_MAX = 200;

type Values = { url: string; description?: string; event_types: EndpointRequest['event_types']; enabled: boolean };

type Props = {
  /** The endpoint edited; null for a new one. */
  endpoint: WebhookEndpoint | null;
  onClose: () => void;
};

/**
 * An endpoint's address, description, events and whether it is enabled. Mounted afresh for each
 * opening. Whether an address is acceptable (https, reachable from the internet) depends on the
 * server's settings, so the server judges it: its field codes show under their fields, other
 * refusals are told by the one feedback place.
 */
export function EndpointDialog({ endpoint, onClose }: Props) {
  const { t } = useTranslation();
  const rules = formRules(t);
  const [form] = Form.useForm<Values>();
  const eventTypes = useEventTypes();
  const create = useCreateEndpoint();
  const update = useUpdateEndpoint();

  const submit = async ({ url, description, event_types, enabled }: Values) => {
    const input = { url: url.trim(), description: description?.trim() ?? '', event_types, enabled };
    try {
      if (endpoint) await update.mutateAsync({ id: endpoint.id, ...input });
      else await create.mutateAsync(input);
      onClose();
    } catch (error) {
      applyServerFieldErrors(form, error, t);
    }
  };

  return (
    <Dialog
      open
      title={t(endpoint ? 'webhooks.form.editTitle' : 'webhooks.form.createTitle')}
      okText={t('webhooks.form.save')}
      cancelText={t('common.actions.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={create.isPending || update.isPending}
      width={640}
    >
      <Form<Values>
        form={form}
        layout="vertical"
        onFinish={(values) => void submit(values)}
        initialValues={{
          url: endpoint?.url ?? '',
          description: endpoint?.description ?? '',
          event_types: endpoint?.event_types ?? [],
          enabled: endpoint?.enabled ?? true,
        }}
      >
        <Form.Item
          name="url"
          label={t('webhooks.form.url')}
          extra={t('webhooks.form.urlHelp')}
          rules={[rules.required, { whitespace: true, message: t('validation.required') }]}
        >
          <Input autoFocus type="url" placeholder="https://" />
        </Form.Item>
        <Form.Item name="description" label={t('webhooks.form.description')} rules={[rules.maxChars(DESCRIPTION_MAX)]}>
          <LimitedInput limit={DESCRIPTION_MAX} placeholder={t('webhooks.form.descriptionPlaceholder')} />
        </Form.Item>
        <Form.Item
          name="event_types"
          label={t('webhooks.form.eventTypes')}
          rules={[{ required: true, type: 'array', min: 1, message: t('webhooks.form.eventTypesRequired') }]}
        >
          {eventTypes.data ? <EventTypeCheckboxes eventTypes={eventTypes.data} /> : <Skeleton active paragraph={{ rows: 4 }} />}
        </Form.Item>
        <Form.Item name="enabled" label={t('webhooks.form.enabled')} extra={t('webhooks.form.enabledHelp')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Dialog>
  );
}
