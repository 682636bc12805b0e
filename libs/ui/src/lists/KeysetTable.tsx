import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { Button, Flex, Input, Select, Table, Typography, type TableColumnsType } from 'antd';
import { ApiErrorAlert } from '../ApiErrorAlert';
import { EmptyState } from '../EmptyState';

/** What KeysetTable reads of a react-query infinite query over keyset pages (`{items, next_cursor}`). */
export interface KeysetQuery<T> {
  data?: { pages: { items: T[] }[] };
  isPending: boolean;
  error: unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => Promise<unknown>;
  refetch: () => Promise<unknown>;
}

/** The list's own words (each page keeps them under its prefix: `vendors.loadMore`…). */
export interface KeysetTableWords {
  loadFailed: ReactNode;
  emptyTitle: ReactNode;
  emptyText: ReactNode;
  noMatchTitle: ReactNode;
  noMatchText: ReactNode;
  clearFilters: ReactNode;
  loadMore: ReactNode;
  /** "12 vendors": the count of the rows shown once every page is read. */
  total: (count: number) => ReactNode;
}

export interface KeysetTableProps<T> {
  query: KeysetQuery<T>;
  columns: TableColumnsType<T>;
  rowKey: keyof T & string;
  /** The namespace of the page's remote (ApiErrorAlert's kit words). */
  ns: string;
  words: KeysetTableWords;
  /** Whether a filter is set: the empty list then says "no match" and offers to clear them. */
  filtered: boolean;
  onClearFilters: () => void;
  testId?: string;
}

/**
 * The one list of the admin's pages (and any keyset list): the rows read so far, a failed read
 * with Try again (the next page's, or the first), "Load more" while there is more, the total when
 * everything is read, and an empty state that tells "nothing yet" from "nothing matches".
 */
export function KeysetTable<T extends object>({ query, columns, rowKey, ns, words, filtered, onClearFilters, testId }: KeysetTableProps<T>) {
  const shown = query.data?.pages.flatMap((page) => page.items) ?? [];
  const loading = query.isPending;
  return (
    <>
      {query.error ? (
        <ApiErrorAlert error={query.error} ns={ns} title={words.loadFailed} onRetry={() => void (query.isFetchNextPageError ? query.fetchNextPage() : query.refetch())} />
      ) : null}
      <Table<T>
        data-testid={testId}
        rowKey={rowKey}
        columns={columns}
        dataSource={shown}
        loading={loading}
        pagination={false}
        size="middle"
        locale={{
          emptyText: loading ? ' ' : filtered ? (
            <EmptyState title={words.noMatchTitle} description={words.noMatchText} action={<Button onClick={onClearFilters}>{words.clearFilters}</Button>} />
          ) : (
            <EmptyState title={words.emptyTitle} description={words.emptyText} />
          ),
        }}
      />
      {query.hasNextPage ? (
        <Flex justify="center" style={{ marginTop: 16 }}>
          <Button loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
            {words.loadMore}
          </Button>
        </Flex>
      ) : query.data ? (
        <Typography.Text type="secondary" style={{ display: 'block', marginTop: 12 }}>
          {words.total(shown.length)}
        </Typography.Text>
      ) : null}
    </>
  );
}

export interface FilterSelect {
  label: string;
  value: string | undefined;
  /** The "all" choice first (value ''), then each value. */
  options: { value: string; label: string }[];
  onChange: (value: string | undefined) => void;
}

/** A range of days (yyyy-mm-dd, either end open), as two native date fields: a phone opens its own picker. */
export interface FilterDateRange {
  fromLabel: string;
  toLabel: string;
  from: string | undefined;
  to: string | undefined;
  /** One end changed (undefined: cleared). One end at a time, so a quick second change never undoes the first. */
  onChange: (end: 'from' | 'to', value: string | undefined) => void;
}

export interface FilterBarProps {
  search: { label: string; placeholder: string; value: string | undefined; onSearch: (value: string | undefined) => void };
  selects?: FilterSelect[];
  dateRange?: FilterDateRange;
}

/** A list's search box, selects and date range, wrapping on a phone. */
export function FilterBar({ search, selects = [], dateRange }: FilterBarProps) {
  return (
    <Flex gap={12} wrap style={{ marginBottom: 16 }}>
      <Input.Search
        aria-label={search.label}
        placeholder={search.placeholder}
        defaultValue={search.value}
        key={search.value ?? ''}
        allowClear
        onSearch={(value) => search.onSearch(value.trim() || undefined)}
        style={{ flex: '1 1 240px', maxWidth: 480 }}
      />
      {selects.map((select) => (
        <Select
          key={select.label}
          aria-label={select.label}
          value={select.value ?? ''}
          onChange={(value: string) => select.onChange(value || undefined)}
          options={select.options}
          style={{ flex: '1 1 160px', maxWidth: 220 }}
        />
      ))}
      {dateRange ? (
        <>
          <Input
            type="date"
            aria-label={dateRange.fromLabel}
            prefix={<span aria-hidden style={{ opacity: 0.65 }}>{dateRange.fromLabel}</span>}
            value={dateRange.from ?? ''}
            max={dateRange.to}
            onChange={(event) => dateRange.onChange('from', event.target.value || undefined)}
            style={{ flex: '1 1 200px', maxWidth: 240 }}
          />
          <Input
            type="date"
            aria-label={dateRange.toLabel}
            prefix={<span aria-hidden style={{ opacity: 0.65 }}>{dateRange.toLabel}</span>}
            value={dateRange.to ?? ''}
            min={dateRange.from}
            onChange={(event) => dateRange.onChange('to', event.target.value || undefined)}
            style={{ flex: '1 1 200px', maxWidth: 240 }}
          />
        </>
      ) : null}
    </Flex>
  );
}

/**
 * The words of a list whose keys share one prefix (`vendors.loadMore`, `vendors.total`…): the
 * same nine keys for every list, so a new list names its prefix, not nine words.
 */
export function keysetWords(t: TFunction, prefix: string): KeysetTableWords {
  return {
    loadFailed: t(`${prefix}.loadFailed`),
    emptyTitle: t(`${prefix}.emptyTitle`),
    emptyText: t(`${prefix}.emptyText`),
    noMatchTitle: t(`${prefix}.noMatchTitle`),
    noMatchText: t(`${prefix}.noMatchText`),
    clearFilters: t(`${prefix}.clearFilters`),
    loadMore: t(`${prefix}.loadMore`),
    total: (count) => t(`${prefix}.total`, { count }),
  };
}
