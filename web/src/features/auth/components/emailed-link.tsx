import type { UseMutationResult } from '@tanstack/react-query';
import Result from 'antd/es/result';
import Spin from 'antd/es/spin';
import { type ReactNode, useEffect, useRef } from 'react';

type LinkInput = { uid: string; token: string };

type Props = {
  uid: string | null;
  token: string | null;
  /** What opening the link does: one call with its uid and token. */
  confirmation: UseMutationResult<void, Error, LinkInput>;
  onConfirmed?: () => void;
  texts: { working: string; missing: string; successTitle: string; successText: string; failureTitle: string };
  /** The refusal in the user's words. */
  failureText: (error: Error) => string;
  /** Where to go next, under every outcome. */
  next: ReactNode;
};

/** The page an e-mailed link opens: it spends the link once and shows the outcome. */
export function EmailedLink({ uid, token, confirmation, onConfirmed, texts, failureText, next }: Props) {
  const { mutate } = confirmation;
  // A link works once: StrictMode's second effect run must not spend it again.
  const sent = useRef(false);

  useEffect(() => {
    if (!uid || !token || sent.current) return;
    sent.current = true;
    mutate({ uid, token }, { onSuccess: onConfirmed });
  }, [uid, token, mutate, onConfirmed]);

  if (!uid || !token) return <Result status="warning" title={texts.failureTitle} subTitle={texts.missing} extra={next} />;
  if (confirmation.isSuccess) return <Result status="success" title={texts.successTitle} subTitle={texts.successText} extra={next} />;
  if (confirmation.isError) {
    return <Result status="error" title={texts.failureTitle} subTitle={failureText(confirmation.error)} extra={next} />;
  }
  return (
    <div style={{ textAlign: 'center', padding: 32 }}>
      <Spin size="large" description={texts.working}>
        <div style={{ height: 48 }} />
      </Spin>
    </div>
  );
}
