import { Button, Card, Flex, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '@fixflow/ui';
import { AuditEntries, type AuditFilters } from './AuditEntries';

const TYPES = ['user', 'admin', 'technician', 'order', 'vendor', 'job', 'platform_setting'] as const;
const ACTIONS = [
  'technician.deactivate',
  'technician.activate',
  'user.deactivate',
  'user.reactivate',
  'user.end_sessions',
  'user.password_reset',
  'admin.invite',
  'admin.deactivate',
  'order.cancel',
  'order.reassign',
  'order.hours_override',
  'setting.update',
  'job.retry',
  'job.cancel',
] as const;

/**
 * /admin/audit: the audit log, newest first. Filters live in the URL (`target_type`, `target_id`,
 * `action`, `actor_id`), so a record's "History" link opens the entries about that record.
 */
export function AuditPage() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const filters: AuditFilters = {};
  for (const key of ['actor_id', 'target_type', 'target_id', 'action'] as const) {
    const value = params.get(key);
    if (value) filters[key] = value;
  }
  const oneRecord = Boolean(filters.target_id);
  const setFilter = (key: keyof AuditFilters, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };

  return (
    <>
      <PageHeader
        title={t('audit.title')}
        subtitle={oneRecord ? t('audit.subtitleFor') : t('audit.subtitle')}
        extra={Object.keys(filters).length ? <Button onClick={() => setParams(new URLSearchParams(), { replace: true })}>{t('audit.showAll')}</Button> : null}
      />
      <Card>
        <Flex gap={12} wrap style={{ marginBottom: 16 }}>
          <Select
            aria-label={t('audit.typeFilter')}
            value={filters.target_type ?? ''}
            onChange={(value: string) => setFilter('target_type', value)}
            options={[{ value: '', label: t('audit.anyType') }, ...TYPES.map((value) => ({ value, label: t(`audit.types.${value}`) }))]}
            style={{ flex: '1 1 160px', maxWidth: 220 }}
          />
          <Select
            aria-label={t('audit.actionFilter')}
            value={filters.action ?? ''}
            onChange={(value: string) => setFilter('action', value)}
            options={[{ value: '', label: t('audit.anyAction') }, ...ACTIONS.map((value) => ({ value, label: t(`audit.actions.${value}`) }))]}
            style={{ flex: '1 1 200px', maxWidth: 280 }}
          />
        </Flex>
        <AuditEntries
          filters={filters}
          emptyTitle={oneRecord ? t('audit.emptyForTitle') : t('audit.emptyTitle')}
          emptyText={oneRecord ? t('audit.emptyForText') : t('audit.emptyText')}
        />
      </Card>
    </>
  );
}
