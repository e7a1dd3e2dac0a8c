import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import Avatar from 'antd/es/avatar';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import { Popconfirm } from '@/components/ui/popconfirm';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { LimitedInput } from '@/components/form/limited-text';
import { applyServerFieldErrors, formRules } from '@/lib/validation';
import type { TeamMember, TeamMemberInput } from '@/types/profiles';
import { useAddTeamMember } from '../api/add-team-member';
import { useDeleteTeamMember } from '../api/delete-team-member';

/** The people a company shows on its page; added by name and position, removed one by one. */
export function CompanyTeamCard({ team }: { team: TeamMember[] }) {
  const { t } = useTranslation();
  const rules = formRules(t);
  const [form] = Form.useForm<TeamMemberInput>();
  const add = useAddTeamMember();
  const remove = useDeleteTeamMember();
  const submit = ({ name, position }: TeamMemberInput) =>
    add.mutate(
      { name: name.trim(), position: position.trim() },
      { onSuccess: () => form.resetFields(), onError: (error) => applyServerFieldErrors(form, error, t) },
    );
  return (
    <Card title={t('profile.company.team.title')} data-testid="section-team">
      {team.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('profile.company.team.empty')} />
      ) : (
        <Flex vertical gap={12}>
          {team.map((member) => (
            <Flex key={member.id} gap={12} align="center" data-testid="team-member">
              <Avatar>{member.name.charAt(0).toUpperCase()}</Avatar>
              <Flex vertical style={{ flex: 1, minWidth: 0 }}>
                <Typography.Text strong>{member.name}</Typography.Text>
                <Typography.Text type="secondary">{member.position}</Typography.Text>
              </Flex>
              <Popconfirm
                title={t('profile.company.team.confirmDelete', { name: member.name })}
                okText={t('profile.actions.delete')}
                okButtonProps={{ danger: true }}
                cancelText={t('common.actions.cancel')}
                onConfirm={() => remove.mutate(member.id)}
              >
                <Button type="text" danger icon={<DeleteOutlined aria-hidden />} aria-label={t('profile.actions.delete')} loading={remove.isPending && remove.variables === member.id} />
              </Popconfirm>
            </Flex>
          ))}
        </Flex>
      )}
      <Form<TeamMemberInput> form={form} name="team" layout="vertical" onFinish={submit} style={{ marginTop: 16 }}>
        <Flex gap={8} wrap align="flex-end">
          <Form.Item name="name" label={t('profile.fields.member_name')} rules={[rules.required, rules.maxChars(150)]} style={{ flex: 1, minWidth: 160, marginBottom: 0 }}>
            <LimitedInput limit={150} />
          </Form.Item>
          <Form.Item name="position" label={t('profile.fields.position')} rules={[rules.required, rules.maxChars(120)]} style={{ flex: 1, minWidth: 160, marginBottom: 0 }}>
            <LimitedInput limit={120} />
          </Form.Item>
          <Button htmlType="submit" icon={<PlusOutlined aria-hidden />} loading={add.isPending}>
            {t('profile.company.team.add')}
          </Button>
        </Flex>
      </Form>
    </Card>
  );
}
