import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { errorFromResponse } from '@fixflow/api-client';
import { vendorMessages } from '@fixflow/i18n/vendor';
import { defineRemoteApp } from '@fixflow/shell-sdk';
import { createTestI18n } from '@fixflow/shell-sdk/testing';
import { FilterBar, KeysetTable, type KeysetQuery, type KeysetTableWords } from './KeysetTable';
import { useUrlFilters } from './url-filters';

const vendor = defineRemoteApp({ name: 'vendor', version: '1.0.0', i18n: { namespace: 'vendor', resources: vendorMessages }, pages: {} });
const words: KeysetTableWords = {
  loadFailed: 'Could not load',
  emptyTitle: 'Nothing yet',
  emptyText: 'Invite someone',
  noMatchTitle: 'Nothing matches',
  noMatchText: 'Try other filters',
  clearFilters: 'Clear filters',
  loadMore: 'Load more',
  total: (count) => `${count} rows`,
};
interface Row {
  id: string;
  name: string;
}

function query(overrides: Partial<KeysetQuery<Row>> = {}): KeysetQuery<Row> {
  return {
    data: { pages: [{ items: [{ id: '1', name: 'Ann' }] }] },
    isPending: false,
    error: null,
    hasNextPage: false,
    isFetchingNextPage: false,
    isFetchNextPageError: false,
    fetchNextPage: jest.fn(async () => undefined),
    refetch: jest.fn(async () => undefined),
    ...overrides,
  };
}

function Location() {
  return <output data-testid="url">{useLocation().search}</output>;
}

function List({ q }: { q: KeysetQuery<Row> }) {
  const filters = useUrlFilters(['search', 'status', 'from', 'to'] as const);
  return (
    <>
      <FilterBar
        search={{ label: 'Search', placeholder: 'Name', value: filters.values.search, onSearch: (value) => filters.set('search', value) }}
        selects={[{ label: 'Status', value: filters.values.status, onChange: (value) => filters.set('status', value), options: [{ value: '', label: 'All' }, { value: 'active', label: 'Active' }] }]}
        dateRange={{ fromLabel: 'From', toLabel: 'To', from: filters.values.from, to: filters.values.to, onChange: (end, value) => filters.set(end, value) }}
      />
      <KeysetTable<Row> query={q} rowKey="id" ns="vendor" words={words} filtered={filters.filtered} onClearFilters={filters.clear} columns={[{ title: 'Name', dataIndex: 'name', key: 'name' }]} />
      <Location />
    </>
  );
}

function TwoChanges() {
  const filters = useUrlFilters(['search', 'status'] as const);
  return (
    <button
      type="button"
      onClick={() => {
        filters.set('status', 'active');
        filters.set('search', 'ann');
      }}
    >
      both
    </button>
  );
}

function show(q: KeysetQuery<Row>, url = '/list?tab=x') {
  render(
    <I18nextProvider i18n={createTestI18n('en', vendor)}>
      <MemoryRouter initialEntries={[url]}>
        <List q={q} />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

describe('the list kit (KeysetTable, FilterBar, useUrlFilters)', () => {
  it('shows the rows, and the total once every page is read', () => {
    show(query());
    expect(screen.getByText('Ann')).toBeTruthy();
    expect(screen.getByText('1 rows')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('offers "Load more" while there is more, and reads the next page', () => {
    const q = query({ hasNextPage: true });
    show(q);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(q.fetchNextPage).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('1 rows')).toBeNull();
  });

  it('Try again reads the page that failed: the next one, or the first', () => {
    const error = errorFromResponse(500, { statusCode: 500, code: 'INTERNAL', message: 'boom' });
    const next = query({ error, isFetchNextPageError: true, hasNextPage: true });
    show(next);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(next.fetchNextPage).toHaveBeenCalledTimes(1);
    expect(next.refetch).not.toHaveBeenCalled();
  });

  it('tells "nothing yet" from "nothing matches", and clearing removes only the filters', () => {
    show(query({ data: { pages: [{ items: [] }] } }), '/list?tab=x&status=active');
    expect(screen.getByText('Nothing matches')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(screen.getByTestId('url').textContent).toBe('?tab=x');
    expect(screen.getByText('Nothing yet')).toBeTruthy();
  });

  it('a search is trimmed and kept beside the other parameters', () => {
    show(query());
    const search = screen.getByRole('searchbox', { name: 'Search' });
    act(() => {
      fireEvent.change(search, { target: { value: '  ann ' } });
      fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    });
    expect(new URLSearchParams(screen.getByTestId('url').textContent ?? '').get('search')).toBe('ann');
    expect(new URLSearchParams(screen.getByTestId('url').textContent ?? '').get('tab')).toBe('x');
  });

  it('a date range typed end after end, faster than the page re-renders, keeps both ends; clearing one keeps the other', () => {
    show(query());
    act(() => {
      fireEvent.change(screen.getByLabelText('From'), { target: { value: '2031-05-01' } });
      fireEvent.change(screen.getByLabelText('To'), { target: { value: '2031-05-31' } });
    });
    const url = () => new URLSearchParams(screen.getByTestId('url').textContent ?? '');
    expect([url().get('from'), url().get('to')]).toEqual(['2031-05-01', '2031-05-31']);
    expect((screen.getByLabelText('To') as HTMLInputElement).min).toBe('2031-05-01');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '' } });
    expect([url().get('from'), url().get('to')]).toEqual([null, '2031-05-31']);
  });

  it('two changes before the router re-renders keep both (each builds on the latest URL asked for)', () => {
    render(
      <MemoryRouter initialEntries={['/list']}>
        <TwoChanges />
        <Location />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'both' }));
    const url = new URLSearchParams(screen.getByTestId('url').textContent ?? '');
    expect([url.get('status'), url.get('search')]).toEqual(['active', 'ann']);
  });
});
