import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Select from 'antd/es/select';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import type { FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import type { JobseekerProfile } from '@/types/profiles';
import { useSetSkills } from '../api/set-skills';
import { EditableCard } from './editable-card';

/** The API keeps at most 50 skills of at most 60 characters each. */
export const SKILLS_MAX = 50;
export const SKILL_MAX_CHARS = 60;

type SkillValues = { skills: string[] };

export function SkillsCard({ profile, editable }: { profile: JobseekerProfile; editable: boolean }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<SkillValues>();
  const save = useSetSkills();
  const limits: FormRule = {
    validator: (_, value: string[] = []) => {
      if (value.length > SKILLS_MAX) return Promise.reject(new Error(t('profile.skillsTooMany', { count: SKILLS_MAX })));
      if (value.some((skill) => skill.trim().length > SKILL_MAX_CHARS)) return Promise.reject(new Error(t('validation.max_chars', { count: SKILL_MAX_CHARS })));
      return Promise.resolve();
    },
  };
  if (!editable && profile.skills.length === 0) return null;
  return (
    <EditableCard<SkillValues>
      title={t('profile.sections.skills')}
      testId="section-skills"
      editable={editable}
      form={form}
      initialValues={{ skills: profile.skills }}
      saving={save.isPending}
      onSave={({ skills }, done) => save.mutate(skills.map((skill) => skill.trim()).filter(Boolean), { onSuccess: done })}
      fields={
        <Form.Item name="skills" label={t('profile.sections.skills')} extra={t('profile.help.skills')} rules={[limits]}>
          <Select mode="tags" open={false} tokenSeparators={[',']} suffixIcon={null} />
        </Form.Item>
      }
      view={
        profile.skills.length ? (
          <Flex gap={6} wrap>
            {profile.skills.map((skill) => (
              <Tag key={skill} color="blue" bordered={false}>
                {skill}
              </Tag>
            ))}
          </Flex>
        ) : (
          <Typography.Text type="secondary">{t('profile.noSkills')}</Typography.Text>
        )
      }
    />
  );
}
