import { Flex, Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '@fixflow/ui';
import { JobsTab } from './JobsTab';
import { OutboxTab } from './OutboxTab';
import { ProvidersTab } from './ProvidersTab';
import { RemotesTab } from './RemotesTab';
import { VendorDefaultsTab } from './VendorDefaultsTab';

const TABS = ['defaults', 'providers', 'jobs', 'remotes', 'outbox'] as const;
type Tab = (typeof TABS)[number];

/**
 * /admin/system-settings (issue 16): platform defaults for new vendors, providers' status,
 * background jobs, the live remote versions with their history, and the mail outbox. The tab is
 * in the address (?tab=jobs), so a dashboard figure can link straight to it. Only the open tab loads.
 */
export function SystemSettingsPage() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: Tab = TABS.includes(asked as Tab) ? (asked as Tab) : 'defaults';
  const setTab = (next: Tab) => {
    const search = new URLSearchParams(params);
    if (next === 'defaults') search.delete('tab');
    else search.set('tab', next);
    setParams(search, { replace: true });
  };
  const labels: Record<Tab, string> = {
    defaults: t('system.tabDefaults'),
    providers: t('system.tabProviders'),
    jobs: t('system.tabJobs'),
    remotes: t('system.tabRemotes'),
    outbox: t('system.tabOutbox'),
  };
  const content: Record<Tab, React.ReactNode> = {
    defaults: <VendorDefaultsTab />,
    providers: <ProvidersTab />,
    jobs: <JobsTab />,
    remotes: <RemotesTab />,
    outbox: <OutboxTab />,
  };
  return (
    <>
      <PageHeader title={t('systemSettings.title')} subtitle={t('systemSettings.subtitle')} />
      <Flex vertical gap={16}>
        {/* Five tabs are wider than a phone: they scroll sideways inside their own strip. */}
        <div style={{ overflowX: 'auto', maxWidth: '100%' }}>
          <Segmented<Tab> aria-label={t('systemSettings.title')} value={tab} onChange={setTab} options={TABS.map((key) => ({ value: key, label: labels[key] }))} />
        </div>
        <div data-testid={`system-tab-${tab}`}>{content[tab]}</div>
      </Flex>
    </>
  );
}
