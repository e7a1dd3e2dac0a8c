import { FacebookOutlined, GlobalOutlined, InstagramOutlined, LinkedinOutlined, MailOutlined, PhoneOutlined, XOutlined } from '@ant-design/icons';
import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const linkIcons: Record<string, ReactNode> = {
  website: <GlobalOutlined aria-hidden />,
  linkedin: <LinkedinOutlined aria-hidden />,
  facebook: <FacebookOutlined aria-hidden />,
  twitter: <XOutlined aria-hidden />,
  instagram: <InstagramOutlined aria-hidden />,
};

/** Contact links as a list: an e-mail, a phone and web addresses, each opening its own way. */
export function ContactList({ email, phone, links }: { email?: string | null; phone?: string | null; links: Array<[string, string | null | undefined]> }) {
  const { t } = useTranslation();
  const present = links.filter((entry): entry is [string, string] => Boolean(entry[1]));
  if (!email && !phone && present.length === 0) return <Typography.Text type="secondary">{t('common.contact.none')}</Typography.Text>;
  return (
    <Flex vertical gap={6}>
      {email && (
        <Typography.Link href={`mailto:${email}`}>
          <MailOutlined aria-hidden /> {email}
        </Typography.Link>
      )}
      {phone && (
        <Typography.Link href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
          <PhoneOutlined aria-hidden /> {phone}
        </Typography.Link>
      )}
      {present.map(([name, url]) => (
        <Typography.Link key={name} href={url} target="_blank" rel="noopener noreferrer" ellipsis>
          {linkIcons[name]} {t(`common.contact.${name}`)}
        </Typography.Link>
      ))}
    </Flex>
  );
}
