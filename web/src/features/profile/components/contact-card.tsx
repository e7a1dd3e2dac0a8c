import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useTranslation } from 'react-i18next';
import { ContactList } from '@/components/ui/contact-list';
import { applyServerFieldErrors, formRules } from '@/lib/validation';
import type { JobseekerProfile } from '@/types/profiles';
import { useUpdateProfile } from '../api/update-profile';
import { contactLinks, toProfileInput, toProfileValues, type ProfileValues } from '../utils/profile-form';
import { EditableCard } from './editable-card';

export function ContactCard({ profile, editable }: { profile: JobseekerProfile; editable: boolean }) {
  const { t } = useTranslation();
  const rules = formRules(t);
  const [form] = Form.useForm<ProfileValues>();
  const update = useUpdateProfile();
  return (
    <EditableCard<ProfileValues>
      title={t('profile.sections.contact')}
      testId="section-contact"
      editable={editable}
      form={form}
      initialValues={toProfileValues(profile)}
      saving={update.isPending}
      onSave={(values, done) =>
        update.mutate(toProfileInput(profile, values), { onSuccess: done, onError: (error) => applyServerFieldErrors(form, error, t) })
      }
      fields={
        <>
          <Form.Item name="phone" label={t('profile.fields.phone')} rules={[rules.phone, rules.maxChars(40)]}>
            <Input type="tel" autoComplete="tel" placeholder="+994 50 123 45 67" />
          </Form.Item>
          {contactLinks.map((name) => (
            <Form.Item key={name} name={name} label={t(`profile.fields.${name}`)} rules={[rules.url]}>
              <Input type="url" placeholder="https://" />
            </Form.Item>
          ))}
        </>
      }
      view={
        <ContactList
          email={profile.private?.email}
          phone={profile.contact.phone}
          links={contactLinks.map((name) => [name, profile.contact[name]])}
        />
      }
    />
  );
}
