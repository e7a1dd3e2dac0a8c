import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useTranslation } from 'react-i18next';
import { ContactList } from '@/components/ui/contact-list';
import { formRules } from '@/lib/validation';
import type { JobseekerProfile } from '@/types/profiles';
import { contactLinks } from '../utils/profile-form';
import { ProfileFieldsCard } from './profile-fields-card';

export function ContactCard({ profile, editable }: { profile: JobseekerProfile; editable: boolean }) {
  const { t } = useTranslation();
  const rules = formRules(t);
  return (
    <ProfileFieldsCard
      profile={profile}
      editable={editable}
      title={t('profile.sections.contact')}
      name="contact"
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
