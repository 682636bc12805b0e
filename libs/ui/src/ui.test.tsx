import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createTestI18n } from '@fixflow/shell-sdk/testing';
import { HomeOutlined, PlusOutlined } from '@ant-design/icons';
import { ConfigProvider } from 'antd';
import { EmptyState, HomeIcon, PageHeader, Panel, PlusIcon, ProfileLine, Spinner, SpinnerIcon, StatusTag, Text, VersionBadge, statusTone } from './index';

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

describe('Spinner', () => {
  it('announces what loads as a status, the label visible under the dots', () => {
    render(<Spinner label="Loading…" />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Loading…');
    expect(screen.getByText('Loading…')).toBeTruthy();
    // The dots are decoration: the label says it all.
    expect(status.querySelector('.ff-spinner')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('draws the dots in the theme primary colour and the label in the colour of text links', () => {
    render(
      <ConfigProvider theme={{ token: { colorPrimary: '#ff0000', colorLink: '#00ff00' } }}>
        <Spinner label="Loading…" />
      </ConfigProvider>,
    );
    const status = screen.getByRole('status');
    expect((status.querySelector('.ff-spinner') as HTMLElement).style.color).toBe('rgb(255, 0, 0)');
    expect(status.style.color).toBe('rgb(0, 255, 0)');
  });

  it('adds its animation once, and stills it for users who ask for reduced motion', () => {
    render(
      <>
        <Spinner label="One" />
        <SpinnerIcon />
      </>,
    );
    const styles = document.head.querySelectorAll('#ff-spinner-style');
    expect(styles).toHaveLength(1);
    expect(styles[0].textContent).toMatch(/@media \(prefers-reduced-motion: reduce\)\s*\{\s*\.ff-spinner, \.ff-spinner > i \{ animation: none; \}/);
  });
});

describe('Panel', () => {
  it('given a click target, is a button a keyboard reaches and presses with Enter or Space', () => {
    const opened: string[] = [];
    render(
      <Panel onClick={() => opened.push('order')}>
        <Text>12 Test Street</Text>
      </Panel>,
    );
    const card = screen.getByRole('button', { name: '12 Test Street' });
    expect(card.tabIndex).toBe(0);
    fireEvent.keyDown(card, { key: 'Enter' });
    fireEvent.keyDown(card, { key: ' ' });
    fireEvent.keyDown(card, { key: 'a' });
    expect(opened).toEqual(['order', 'order']);
  });

  it('without one, is a plain container outside the tab order', () => {
    render(<Panel title="Today">3 visits</Panel>);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('3 visits').closest('[tabindex]')).toBeNull();
  });
});
