import Modal, { type ModalProps } from 'antd/es/modal';
import { useReturnFocus } from '@/hooks/use-return-focus';

/** antd's Modal without `forceRender`: see `Dialog`. */
export type DialogProps = Omit<ModalProps, 'forceRender'>;

/**
 * Every dialog of the app: antd's Modal, closing on Escape and giving focus back to what opened
 * it (`useReturnFocus`). `forceRender` is left out on purpose: antd keeps a force-rendered
 * dialog on its stack of open layers even while it is closed, so one rendered after another
 * took the other's Escape (the evaluation dialog, beside the schedule and reason dialogs, never
 * closed on it). A form inside is connected from the first opening on, which is when it is used.
 */
export function Dialog({ open = false, ...props }: DialogProps) {
  useReturnFocus(open);
  return <Modal open={open} {...props} />;
}
