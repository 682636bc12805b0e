import type { ReactNode } from 'react';
import { Alert, Card, Typography } from 'antd';

/** The frame of every account form: title, the API's error if any, the form. */
export function AuthCard({ title, error, children }: { title: string; error: string | null; children: ReactNode }) {
  return (
    <Card style={{ maxWidth: 440, margin: '24px auto' }}>
      <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }}>
        {title}
      </Typography.Title>
      {error ? <Alert type="error" title={error} showIcon style={{ marginBottom: 16 }} data-testid="auth-error" /> : null}
      {children}
    </Card>
  );
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
