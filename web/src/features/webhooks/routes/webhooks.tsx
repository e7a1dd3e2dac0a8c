import { PlusOutlined } from '@ant-design/icons';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import Modal from 'antd/es/modal';
import Skeleton from 'antd/es/skeleton';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchState } from '@/hooks/use-search-state';
import type { WebhookEndpoint } from '@/types/webhooks';
import { useDeleteEndpoint } from '../api/delete-endpoint';
import { useDeliveries } from '../api/get-deliveries';
import { useEndpoints } from '../api/get-endpoints';
import { useEventTypes } from '../api/get-event-types';
import { useResendDelivery } from '../api/resend-delivery';
import { useRotateSecret } from '../api/rotate-secret';
import { useSendTestEvent } from '../api/send-test-event';
import { useSetEndpointEnabled } from '../api/update-endpoint';
import { DeliveriesTable } from '../components/deliveries-table';
import { DeliveryDrawer } from '../components/delivery-drawer';
import { DeliveryFilters } from '../components/delivery-filters';
import { EndpointDialog } from '../components/endpoint-dialog';
import { EndpointsTable } from '../components/endpoints-table';
import { SignatureHelp } from '../components/signature-help';
import { deliveryFilter, deliverySearch } from '../utils/delivery-search';

const PAGE_SIZE = 20;

/**
 * /webhooks, for the company account: the endpoints its hiring events are POSTed to, and the
 * log of every delivery, read again every few seconds so new ones show up
 * (docs/api-webhooks-contract.md). The log's filters and page are in the URL.
 */
export default function WebhooksRoute() {
  const { t } = useTranslation();
  const [modal, modalHolder] = Modal.useModal();
  const endpoints = useEndpoints();
  const eventTypes = useEventTypes();
  const [search, update] = useSearchState(deliverySearch);
  const deliveries = useDeliveries(deliveryFilter(search, PAGE_SIZE));
  const removal = useDeleteEndpoint();
  const rotation = useRotateSecret();
  const test = useSendTestEvent();
  const switching = useSetEndpointEnabled();
  const resend = useResendDelivery();
  // The dialog is mounted for each opening, so its form starts from the endpoint's values.
  const [dialog, setDialog] = useState<{ endpoint: WebhookEndpoint | null } | null>(null);
  const [openDelivery, setOpenDelivery] = useState<string | null>(null);

  const list = endpoints.data;
  if (!list) {
    if (endpoints.isPending) return <Skeleton active />;
    return (
      <Empty description={t('webhooks.loadFailed')}>
        <Button onClick={() => void endpoints.refetch()}>{t('common.actions.retry')}</Button>
      </Empty>
    );
  }

  // Refusals are told by the one feedback place.
  const ignoreRefusal = () => undefined;

  const remove = (endpoint: WebhookEndpoint) =>
    modal.confirm({
      title: t('webhooks.endpoints.confirmDelete.title'),
      content: t('webhooks.endpoints.confirmDelete.text', { url: endpoint.url }),
      okText: t('webhooks.endpoints.confirmDelete.ok'),
      okButtonProps: { danger: true },
      cancelText: t('common.actions.cancel'),
      onOk: () => removal.mutateAsync(endpoint.id).catch(ignoreRefusal),
    });

  const rotate = (endpoint: WebhookEndpoint) =>
    modal.confirm({
      title: t('webhooks.endpoints.confirmRotate.title'),
      content: t('webhooks.endpoints.confirmRotate.text'),
      okText: t('webhooks.endpoints.confirmRotate.ok'),
      cancelText: t('common.actions.cancel'),
      onOk: () => rotation.mutateAsync(endpoint.id).catch(ignoreRefusal),
    });

  const sendAgain = ({ id }: { id: string }) => resend.mutate(id);
  const resendingId = resend.isPending ? (resend.variables ?? null) : null;

  return (
    <Flex vertical gap={16}>
      <Card
        title={t('webhooks.endpoints.title')}
        extra={
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setDialog({ endpoint: null })}>
            {t('webhooks.endpoints.add')}
          </Button>
        }
      >
        <Flex vertical gap={16}>
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            {t('webhooks.intro')}
          </Typography.Paragraph>
          <EndpointsTable
            endpoints={list}
            onEdit={(endpoint) => setDialog({ endpoint })}
            onDelete={remove}
            onRotateSecret={rotate}
            onSendTest={(endpoint) => test.mutate(endpoint.id)}
            onSetEnabled={(endpoint, enabled) => switching.mutate({ endpoint, enabled })}
            sendingTest={test.isPending ? (test.variables ?? null) : null}
            switching={switching.isPending ? (switching.variables?.endpoint.id ?? null) : null}
          />
        </Flex>
      </Card>
      <Card title={t('webhooks.deliveries.title')}>
        <Flex vertical gap={16}>
          <DeliveryFilters search={search} update={update} endpoints={list} eventTypes={eventTypes.data ?? []} />
          {deliveries.isError && <Alert type="error" showIcon title={t('webhooks.deliveries.loadFailed')} data-testid="deliveries-error" />}
          <DeliveriesTable
            deliveries={deliveries.data?.results ?? []}
            total={deliveries.data?.count ?? 0}
            page={search.page}
            pageSize={PAGE_SIZE}
            loading={deliveries.isPending}
            onPage={(page) => update({ page })}
            onOpen={(delivery) => setOpenDelivery(delivery.id)}
            onSendAgain={sendAgain}
            resending={resendingId}
          />
        </Flex>
      </Card>
      <SignatureHelp />
      {dialog && <EndpointDialog endpoint={dialog.endpoint} onClose={() => setDialog(null)} />}
      {openDelivery && (
        <DeliveryDrawer
          deliveryId={openDelivery}
          onClose={() => setOpenDelivery(null)}
          onSendAgain={sendAgain}
          resending={resendingId === openDelivery}
        />
      )}
      {modalHolder}
    </Flex>
  );
}
