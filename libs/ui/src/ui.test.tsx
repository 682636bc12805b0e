import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createTestI18n } from '@fixflow/shell-sdk/testing';
import { HomeOutlined, PlusOutlined } from '@ant-design/icons';
import { EmptyState, HomeIcon, PageHeader, PlusIcon, ProfileLine, StatusTag, VersionBadge, statusTone } from './index';

describe('PageHeader', () => {
  it('renders the title as the page heading with its subtitle and actions', () => {
    render(<PageHeader title="Orders" subtitle="All of them" extra={<button>New</button>} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Orders' })).toBeTruthy();
    expect(screen.getByText('All of them')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New' })).toBeTruthy();
  });
});

describe('EmptyState', () => {
  it('says what is missing and offers the next step', () => {
    render(<EmptyState title="No orders yet" description="Create one" action={<button>Create order</button>} />);
    expect(screen.getByText('No orders yet')).toBeTruthy();
    expect(screen.getByText('Create one')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create order' })).toBeTruthy();
  });
});

describe('StatusTag', () => {
  it.each([
    ['active', 'green'],
    ['Pending', 'gold'],
    ['in progress', 'processing'],
    ['something-else', 'default'],
  ])('%s is shown in %s', (status, tone) => {
    expect(statusTone(status)).toBe(tone);
  });

  it('shows the translated label when given', () => {
    render(<StatusTag status="pending" label="Ожидает" />);
    expect(screen.getByText('Ожидает')).toBeTruthy();
  });
});

describe('VersionBadge', () => {
  it('is findable by tests', () => {
    render(<VersionBadge label="Vendor app 1.2.3" />);
    expect(screen.getByTestId('remote-version').textContent).toBe('Vendor app 1.2.3');
  });
});

describe('ProfileLine', () => {
  it('says who is signed in, with the role and status in words', () => {
    render(
      <I18nextProvider i18n={createTestI18n('en')}>
        <ProfileLine
          profile={{ id: 'v', full_name: 'Acme Appliance Repair', email: 'vendor@fixflow.test', phone: null, role: 'vendor', status: 'pending', timezone: null, city: 'Austin' }}
        />
      </I18nextProvider>,
    );
    expect(screen.getByTestId('profile-line').textContent).toBe('Signed in as Acme Appliance Repair · Vendor · vendor@fixflow.test' + 'Pending');
  });
});

describe('light icons', () => {
  it.each([
    ['home', HomeIcon, HomeOutlined],
    ['plus', PlusIcon, PlusOutlined],
  ] as const)('%s draws the markup and shape @ant-design/icons draws, so antd places and styles it alike', (_name, Light, Antd) => {
    const light = render(<Light className="ant-menu-item-icon" />).container.innerHTML;
    const antd = render(<Antd className="ant-menu-item-icon" />).container.innerHTML;
    expect(light).toBe(antd);
  });
});
