import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import { Popconfirm } from '@/components/ui/popconfirm';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/ui/dialog';
import { applyServerFieldErrors } from '@/lib/validation';
import { useAddSectionItem } from '../api/add-section-item';
import { useDeleteSectionItem } from '../api/delete-section-item';
import { useUpdateSectionItem } from '../api/update-section-item';
import { toSectionInput, toSectionValues, type Section, type SectionItem, type SectionValues } from '../utils/sections';
import { SectionFields } from './section-fields';
import { SectionItemView } from './section-item';

type Editing<S extends Section> = { item: SectionItem<S> | null } | null;

/** One list section of a profile; its owner adds, edits and deletes items in a dialog. */
export function SectionCard<S extends Section>({ section, items, editable }: { section: S; items: SectionItem<S>[]; editable: boolean }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<SectionValues>();
  const [editing, setEditing] = useState<Editing<S>>(null);
  const add = useAddSectionItem();
  const update = useUpdateSectionItem();
  const remove = useDeleteSectionItem();
  const saving = add.isPending || update.isPending;

  if (!editable && items.length === 0) return null;

  const open = (item: SectionItem<S> | null) => {
    form.resetFields();
    if (item) form.setFieldsValue(toSectionValues(item));
    setEditing({ item });
  };
  const close = () => setEditing(null);
  const submit = (values: SectionValues) => {
    const input = toSectionInput<S>(values);
    const handlers = { onSuccess: close, onError: (error: unknown) => applyServerFieldErrors(form, error, t) };
    if (editing?.item) update.mutate({ section, id: editing.item.id, input }, handlers);
    else add.mutate({ section, input }, handlers);
  };

  return (
    <Card
      title={t(`profile.sections.${section}.title`)}
      data-testid={`section-${section}`}
      extra={
        editable && (
          <Button icon={<PlusOutlined aria-hidden />} onClick={() => open(null)}>
            {t(`profile.sections.${section}.add`)}
          </Button>
        )
      }
    >
      {items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(`profile.sections.${section}.empty`)} />
      ) : (
        <Flex vertical gap={16}>
          {items.map((item) => (
            <Flex key={item.id} justify="space-between" gap={12} align="flex-start" data-testid={`${section}-item`}>
              <SectionItemView section={section} item={item} />
              {editable && (
                <Flex gap={4} style={{ flex: 'none' }}>
                  <Button type="text" icon={<EditOutlined aria-hidden />} aria-label={t('profile.actions.edit')} onClick={() => open(item)} />
                  <Popconfirm
                    title={t(`profile.sections.${section}.confirmDelete`)}
                    okText={t('profile.actions.delete')}
                    okButtonProps={{ danger: true }}
                    cancelText={t('common.actions.cancel')}
                    onConfirm={() => remove.mutate({ section, id: item.id })}
                  >
                    <Button
                      type="text"
                      danger
                      icon={<DeleteOutlined aria-hidden />}
                      aria-label={t('profile.actions.delete')}
                      loading={remove.isPending && remove.variables?.id === item.id}
                    />
                  </Popconfirm>
                </Flex>
              )}
            </Flex>
          ))}
        </Flex>
      )}
      {editable && (
        <Dialog
          open={editing !== null}
          title={t(`profile.sections.${section}.${editing?.item ? 'editTitle' : 'add'}`)}
          okText={t('profile.actions.save')}
          cancelText={t('common.actions.cancel')}
          onOk={() => form.submit()}
          onCancel={close}
          confirmLoading={saving}
        >
          <Form<SectionValues> form={form} name={section} layout="vertical" onFinish={submit}>
            <SectionFields section={section} />
          </Form>
        </Dialog>
      )}
    </Card>
  );
}
