import { EditOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import type { FormInstance } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A card that reads as text and turns into its form in place when its owner edits it. `onSave`
 * gets the values and a `done` to call once the server took them. `name` names the form, so its
 * fields' ids (antd prefixes them with it) differ from those of the page's other forms.
 */
export function EditableCard<V extends object>({
  title,
  name,
  editable,
  form,
  initialValues,
  view,
  fields,
  saving,
  onSave,
}: {
  title: string;
  name: string;
  editable: boolean;
  form: FormInstance<V>;
  initialValues: V;
  view: ReactNode;
  fields: ReactNode;
  saving: boolean;
  onSave: (values: V, done: () => void) => void;
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const start = () => {
    form.resetFields();
    form.setFieldsValue(initialValues as Parameters<FormInstance<V>['setFieldsValue']>[0]);
    setEditing(true);
  };
  return (
    <Card
      title={title}
      data-testid={`section-${name}`}
      extra={
        editable &&
        !editing && (
          <Button icon={<EditOutlined aria-hidden />} onClick={start}>
            {t('profile.actions.edit')}
          </Button>
        )
      }
    >
      {editing ? (
        <Form<V> form={form} name={name} layout="vertical" onFinish={(values) => onSave(values, () => setEditing(false))}>
          {fields}
          <Flex gap={8} justify="flex-end">
            <Button onClick={() => setEditing(false)}>{t('common.actions.cancel')}</Button>
            <Button type="primary" htmlType="submit" loading={saving}>
              {t('profile.actions.save')}
            </Button>
          </Flex>
        </Form>
      ) : (
        view
      )}
    </Card>
  );
}
