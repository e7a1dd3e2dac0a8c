import type { ReactNode } from 'react';

/**
 * A message in the middle of the page, for failures of the shell itself. Plain markup: it
 * belongs to the first load, where antd's Result (with its illustrations) would be too heavy.
 */
export function CenteredMessage({ text, children }: { text: string; children?: ReactNode }) {
  return (
    <div
      role="alert"
      style={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 16,
        padding: 24,
        textAlign: 'center',
        fontSize: 16,
      }}
    >
      <p style={{ margin: 0 }}>{text}</p>
      {children}
    </div>
  );
}
