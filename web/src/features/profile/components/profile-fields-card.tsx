import Form from 'antd/es/form';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { applyServerFieldErrors } from '@/lib/validation';
import type { JobseekerProfile } from '@/types/profiles';
import { useUpdateProfile } from '../api/update-profile';
import { toProfileInput, toProfileValues, type ProfileValues } from '../utils/profile-form';
import { EditableCard } from './editable-card';

type ProfileFieldsCardProps = {
  profile: JobseekerProfile;
  editable: boolean;
  title: string;
  name: string;
  fields: ReactNode;
  view: ReactNode;
};

/** A card editing some of the profile's own fields; each save sends the whole profile. */
export function ProfileFieldsCard({ profile, editable, title, name, fields, view }: ProfileFieldsCardProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ProfileValues>();
  const update = useUpdateProfile();
  return (
    <EditableCard<ProfileValues>
      title={title}
      name={name}
      editable={editable}
      form={form}
      initialValues={toProfileValues(profile)}
      saving={update.isPending}
      onSave={(values, done) =>
        update.mutate(toProfileInput(profile, values), { onSuccess: done, onError: (error) => applyServerFieldErrors(form, error, t) })
      }
      fields={fields}
      view={view}
    />
  );
}
