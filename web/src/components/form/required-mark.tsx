import type { ReactNode } from 'react';

/** Spec section 5: the asterisk of a required field comes after its label. */
export function requiredMark(label: ReactNode, { required }: { required: boolean }) {
  return (
    <>
      {label}
      {required && (
        <span className="required-mark" aria-hidden="true" style={{ color: 'var(--ant-color-error, #ff4d4f)', marginInlineStart: 4 }}>
          *
        </span>
      )}
    </>
  );
}
