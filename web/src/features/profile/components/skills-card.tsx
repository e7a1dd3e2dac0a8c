import Form from 'antd/es/form';
import Typography from 'antd/es/typography';
import type { FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { SkillSelect, type SkillValue } from '@/components/form/skill-select';
import { SkillTags } from '@/components/ui/skill-tags';
import type { JobseekerProfile } from '@/types/profiles';
import { useSetSkills } from '../api/set-skills';
import { EditableCard } from './editable-card';

/** The API keeps at most 50 skills of at most 60 characters each. */
export const SKILLS_MAX = 50;
export const SKILL_MAX_CHARS = 60;

type SkillValues = { skills: SkillValue<'id'>[] };

export function SkillsCard({ profile, editable }: { profile: JobseekerProfile; editable: boolean }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<SkillValues>();
  const save = useSetSkills();
  const limits: FormRule = {
    validator: (_, value: SkillValues['skills'] = []) => {
      if (value.length > SKILLS_MAX) return Promise.reject(new Error(t('profile.skillsTooMany', { count: SKILLS_MAX })));
      if (value.some((skill) => typeof skill === 'string' && skill.length > SKILL_MAX_CHARS)) return Promise.reject(new Error(t('validation.max_chars', { count: SKILL_MAX_CHARS })));
      return Promise.resolve();
    },
  };
  if (!editable && profile.skills.length === 0) return null;
  return (
    <EditableCard<SkillValues>
      title={t('profile.sections.skills')}
      name="skills"
      editable={editable}
      form={form}
      initialValues={{ skills: profile.skills.map((skill) => skill.id) }}
      saving={save.isPending}
      onSave={({ skills }, done) => save.mutate(skills, { onSuccess: done })}
      fields={
        <Form.Item name="skills" label={t('profile.sections.skills')} extra={t('profile.help.skills')} rules={[limits]}>
          <SkillSelect by="id" known={profile.skills} />
        </Form.Item>
      }
      view={
        profile.skills.length ? (
          <SkillTags skills={profile.skills} />
        ) : (
          <Typography.Text type="secondary">{t('profile.noSkills')}</Typography.Text>
        )
      }
    />
  );
}
