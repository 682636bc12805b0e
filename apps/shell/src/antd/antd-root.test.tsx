import { useEffect } from 'react';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Empty, Table } from 'antd';
import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { renderHost } from '../testing/render-host';
import AntdRoot from './AntdRoot';

let mounts = 0;
const emptyText = () => document.querySelector('.ant-empty-description')?.textContent;
let pageI18n: I18n | undefined;

/** A page with something half-typed in it, and an antd text that follows antd's locale. */
function HalfTypedPage() {
  pageI18n = useTranslation().i18n;
  useEffect(() => {
    mounts += 1;
  }, []);
  return (
    <>
      <input aria-label="Note" />
      <Empty />
      <Table dataSource={[{ key: 1, name: 'Ann' }]} columns={[{ title: 'Name', dataIndex: 'name' }]} expandable={{ expandedRowRender: () => 'More' }} />
    </>
  );
}

describe("antd's language (AntdRoot)", () => {
  beforeEach(() => {
    mounts = 0;
  });

  it("switching to Russian and back keeps the page mounted and what was typed, with antd's words (an empty state, a table's buttons) in the new language", async () => {
    renderHost(
      <AntdRoot>
        <HalfTypedPage />
      </AntdRoot>,
    );
    fireEvent.change(screen.getByLabelText('Note'), { target: { value: 'half-written' } });
    expect(emptyText()).toBe('No data');
    // A table's own words come from the locale too: English before any switch.
    expect(screen.getByRole('button', { name: 'Expand row' })).toBeTruthy();

    await act(() => pageI18n!.changeLanguage('ru'));
    // antd's Russian texts arrive a moment later (their own chunk).
    await waitFor(() => expect(emptyText()).toBe('Нет данных'));
    expect(screen.getByRole('button', { name: 'Развернуть строку' })).toBeTruthy();
    await act(() => pageI18n!.changeLanguage('en'));
    await waitFor(() => expect(emptyText()).toBe('No data'));
    expect(screen.getByRole('button', { name: 'Expand row' })).toBeTruthy();

    expect(mounts).toBe(1);
    expect((screen.getByLabelText('Note') as HTMLInputElement).value).toBe('half-written');
  });
});
