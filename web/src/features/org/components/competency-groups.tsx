import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import { Popconfirm } from '@/components/ui/popconfirm';
import Progress from 'antd/es/progress';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { groupByCategory } from '@/lib/competencies';
import { levelLabel } from '@/lib/rating-scale';
import type { Competency } from '@/types/org';

type Props = {
  competencies: Competency[];
  levelNames: readonly string[];
  /** The company's: edit and delete each one. */
  onEdit?: (competency: Competency) => void;
  onDelete?: (competency: Competency) => Promise<unknown>;
};

/**
 * A required level on the rating scale: a step per level of `names` (the bar as wide whatever
 * their number), filled up to it, and its name.
 */
export function RequiredLevel({ level, names }: { level: number; names: readonly string[] }) {
  const { t } = useTranslation();
  const max = names.length;
  return (
    <Flex align="center" gap={8} title={t('org.competencyModel.levelOf', { level, max })}>
      <Progress steps={max} percent={(level / max) * 100} showInfo={false} size={[Math.round(70 / max), 8]} />
      <Typography.Text className="competency-level" style={{ minWidth: 130 }}>{levelLabel(level, names)}</Typography.Text>
    </Flex>
  );
}

/** A position's competencies under the spec's categories, in their order, each with its required level. */
export function CompetencyGroups({ competencies, levelNames, onEdit, onDelete }: Props) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={20}>
      {groupByCategory(competencies).map(({ category, items }) => {
        const name = t(`lists.competencyCategories.${category}`, { defaultValue: String(category) });
        return (
          <section key={category} aria-label={name}>
            <Flex align="center" gap={8} style={{ marginBottom: 8 }}>
              <Typography.Title level={5} style={{ margin: 0 }}>
                {name}
              </Typography.Title>
              <Tag>{items.length}</Tag>
            </Flex>
            <Flex vertical gap={4}>
              {items.map((competency) => (
                <Flex
                  key={competency.id}
                  className="competency-row"
                  align="center"
                  justify="space-between"
                  wrap
                  gap={12}
                  style={{ padding: '6px 12px', borderRadius: 6, background: 'rgba(0, 0, 0, 0.02)' }}
                >
                  <Typography.Text strong>{competency.name}</Typography.Text>
                  <Flex align="center" gap={12} wrap>
                    <RequiredLevel level={competency.required_level} names={levelNames} />
                    {onEdit && (
                      <Button
                        type="text"
                        size="small"
                        icon={<EditOutlined aria-hidden />}
                        aria-label={t('org.competencyModel.editOne', { name: competency.name })}
                        onClick={() => onEdit(competency)}
                      />
                    )}
                    {onDelete && (
                      <Popconfirm
                        title={t('org.competencyModel.confirmDelete', { name: competency.name })}
                        okText={t('org.competencyModel.delete')}
                        okButtonProps={{ danger: true }}
                        cancelText={t('common.actions.cancel')}
                        // A refusal is told by the one feedback place.
                        onConfirm={() => onDelete(competency).catch(() => undefined)}
                      >
                        <Button
                          type="text"
                          size="small"
                          danger
                          icon={<DeleteOutlined aria-hidden />}
                          aria-label={t('org.competencyModel.deleteOne', { name: competency.name })}
                        />
                      </Popconfirm>
                    )}
                  </Flex>
                </Flex>
              ))}
            </Flex>
          </section>
        );
      })}
    </Flex>
  );
}
