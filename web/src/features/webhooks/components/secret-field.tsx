import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { maskSecret } from '../utils/format';

/** An endpoint's signing secret: hidden until asked for, and copied whole either way. */
export function SecretField({ secret }: { secret: string }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  return (
    <Flex align="center" gap={4}>
      <Typography.Text code copyable={{ text: secret }}>
        <span data-field="secret">{shown ? secret : maskSecret(secret)}</span>
      </Typography.Text>
      <Button
        type="text"
        size="small"
        icon={shown ? <EyeInvisibleOutlined aria-hidden /> : <EyeOutlined aria-hidden />}
        aria-label={t(shown ? 'webhooks.endpoints.secret.hide' : 'webhooks.endpoints.secret.reveal')}
        aria-pressed={shown}
        onClick={() => setShown(!shown)}
      />
    </Flex>
  );
}
