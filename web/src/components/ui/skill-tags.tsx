import Flex from 'antd/es/flex';
import Tag from 'antd/es/tag';
import { useSkillName } from '@/lib/skills';
import type { Skill } from '@/types/jobs';

/** Skills as tags, each named in the reader's language. */
export function SkillTags({ skills }: { skills: Array<Skill | string> }) {
  const name = useSkillName();
  return (
    <Flex gap={4} wrap>
      {skills.map((skill) => (
        <Tag key={typeof skill === 'string' ? skill : skill.id} color="blue">
          {name(skill)}
        </Tag>
      ))}
    </Flex>
  );
}
