import message from 'antd/es/message';
import type { MessageInstance } from 'antd/es/message/interface';
import { useEffect } from 'react';
import { TOAST_DURATION_MS } from './feedback';

const toastConfig = { duration: TOAST_DURATION_MS / 1000 };

/** antd's message holder, loaded with the first toast (lib/toasts.ts). */
export default function ToastHolder({ onReady }: { onReady: (api: MessageInstance) => void }) {
  const [api, holder] = message.useMessage(toastConfig);
  useEffect(() => onReady(api), [api, onReady]);
  return holder;
}
