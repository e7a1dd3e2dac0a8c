import Avatar from 'antd/es/avatar';
import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import type { ReactNode } from 'react';

/** The top of a profile or company page: cover picture, avatar or logo, name and a line under it. */
export function ProfileCover({
  cover,
  picture,
  name,
  subtitle,
  actions,
  square = false,
}: {
  cover?: string | null;
  picture?: string | null;
  name: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
  square?: boolean;
}) {
  return (
    <div style={{ borderRadius: 8, overflow: 'hidden', background: '#fff', border: '1px solid #f0f0f0' }}>
      <div
        data-testid="cover-picture"
        style={{
          height: 160,
          background: cover ? `center / cover no-repeat url("${cover}")` : 'linear-gradient(120deg, #1d4ed8, #60a5fa)',
        }}
      />
      <Flex gap={16} align="flex-end" wrap style={{ padding: '0 24px 16px', marginTop: -48 }}>
        <Avatar
          size={96}
          src={picture ?? undefined}
          shape={square ? 'square' : 'circle'}
          alt={name}
          style={{ border: '4px solid #fff', background: '#bfdbfe', color: '#1d4ed8', fontSize: 36, flex: 'none' }}
        >
          {name.charAt(0).toUpperCase()}
        </Avatar>
        <Flex vertical style={{ flex: 1, minWidth: 200 }}>
          <Typography.Title level={3} style={{ margin: 0 }}>
            {name}
          </Typography.Title>
          {subtitle && <Typography.Text type="secondary">{subtitle}</Typography.Text>}
        </Flex>
        {actions && (
          <Flex gap={8} wrap align="flex-start">
            {actions}
          </Flex>
        )}
      </Flex>
    </div>
  );
}
