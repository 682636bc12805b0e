import { useCallback, useMemo, useState, type CSSProperties } from 'react';
import { Alert, Button, Flex, Modal, Segmented, Select, Skeleton, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { Order } from '@fixflow/contracts';
import { addDispatchWords, DISPATCH_NAMESPACE } from '@fixflow/i18n/dispatch-board';
import { useRole } from '@fixflow/shell-sdk';
import { ApiErrorAlert, dayInZone, EmptyState, PageHeader, useDates } from '@fixflow/ui';
import { AccessDeniedPage } from '../pages/access/AccessDeniedPage';
import { useMobile } from '../layout/sidebar/useMobile';
import { boardText, BoardTextContext } from './BoardCard';
import { BoardDnd } from './BoardDnd';
import { boardColours } from './board-colours';
import { BoardGrid } from './BoardGrid';
import { MoveDialog } from './MoveDialog';
import { PhoneBoard } from './PhoneBoard';
import { Tray } from './Tray';
import { useBoard, useVendorChoices } from './board-data';
import { useBoardFormat } from './board-format';
import { BOARD_VIEWS, boardDays, DAY_HOURS, moveTarget, readBoardParams, stepStart, todayStart, type BoardView } from './board-grid';
import { useBoardMoves } from './useBoardMoves';
import styles from './board.module.css';

/** The board's colours from the antd theme in use (light or dark). */
function useBoardColours(): CSSProperties {
  const { token } = theme.useToken();
  return useMemo(() => boardColours(token), [token]);
}

/** /service-scheduler: technicians only see that it is not theirs (the route is open to every role, SPEC §2). */
export function DispatchBoardPage() {
  const role = useRole();
  if (role === 'technician') return <AccessDeniedPage />;
  return <DispatchBoard admin={role === 'admin'} />;
}

/**
 * The dispatch board (issue 17, PRODUCT.md "Screens the spec only names"): technicians × days with
 * their orders, busy time and working hours; a tray of orders waiting for a technician; drag or
 * "Move to…" to assign or reschedule, refused where it would double-book; live for every
 * dispatcher. The range is in the address (?view=week&start=2027-01-04, admins &vendor=<id>).
 */
function DispatchBoard({ admin }: { admin: boolean }) {
  const { t, i18n } = useTranslation(DISPATCH_NAMESPACE);
  addDispatchWords(i18n);
  const language = i18n.language;
  const navigate = useNavigate();
  const mobile = useMobile();
  const profileZone = useDates().timeZone;
  const [params, setParams] = useSearchParams();
  const today = dayInZone(new Date(), profileZone);
  const asked = readBoardParams(params, today);
  // A phone shows a day at a time, chosen among the week's days.
  const view: BoardView = mobile ? 'week' : asked.view;
  const start = mobile && asked.view === 'day' ? todayStart('week', asked.start) : asked.start;
  const days = useMemo(() => boardDays(view, start), [view, start]);
  const query = useMemo(() => ({ start: days[0], end: days[days.length - 1], ...(admin && asked.vendor ? { vendor_id: asked.vendor } : {}) }), [days, admin, asked.vendor]);
  const board = useBoard(query);
  const vendors = useVendorChoices(admin);
  const zone = board.data?.timezone ?? profileZone;
  const colours = useBoardColours();

  const format = useBoardFormat(language, zone);
  const text = useMemo(() => boardText(t, format.time), [t, format]);
  const technicians = useMemo(() => board.data?.technicians ?? [], [board.data]);
  const moves = useBoardMoves(query, technicians, format);
  const offered = useMemo(() => new Set((board.data?.offers ?? []).map((offer) => offer.order_id)), [board.data]);
  const [moving, setMoving] = useState<Order | null>(null);
  const [phoneDay, setPhoneDay] = useState<string | null>(null);
  const shownDay = phoneDay && days.includes(phoneDay) ? phoneDay : days.includes(today) ? today : days[0];

  const setParam = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next, { replace: true });
  };
  const layout = useMemo(
    () => ({ technicianIds: technicians.map((technician) => technician.id), columns: view === 'day' ? DAY_HOURS.map((hour) => ({ date: days[0], hour })) : days.map((date) => ({ date })) }),
    [technicians, view, days],
  );
  const { request } = moves;
  const onDrop = useCallback((order: Order, cell: Parameters<typeof moveTarget>[1]) => request(order, moveTarget(order, cell, zone)), [request, zone]);
  const onMoveTo = useCallback((order: Order) => setMoving(order), []);

  const toolbar = (
    <div className={styles.toolbar}>
      {mobile ? null : (
        <Segmented<BoardView>
          aria-label={t('view.label')}
          value={view}
          onChange={(value) => setParam({ view: value, start: value === 'day' ? (days.includes(today) ? today : start) : value === view ? start : todayStart(value, start) })}
          options={BOARD_VIEWS.map((value) => ({ value, label: t(`view.${value}`) }))}
        />
      )}
      <Flex gap={4}>
        <Button aria-label={t('previous')} onClick={() => setParam({ start: stepStart(view, start, -1) })}>
          ‹
        </Button>
        <Button onClick={() => setParam({ start: todayStart(view, today) })}>{t('today')}</Button>
        <Button aria-label={t('next')} onClick={() => setParam({ start: stepStart(view, start, 1) })}>
          ›
        </Button>
      </Flex>
      <span className={styles.range} data-testid="board-range">
        {days.length === 1 ? format.day(days[0], 'long') : t('range', { from: format.day(days[0], 'short'), to: format.day(days[days.length - 1], 'short') })}
      </span>
      {admin ? (
        <Select<string | undefined>
          aria-label={t('vendor')}
          data-testid="board-vendor"
          value={asked.vendor}
          placeholder={t('allVendors')}
          allowClear
          showSearch
          optionFilterProp="label"
          loading={vendors.isPending}
          onChange={(value) => setParam({ vendor: value })}
          options={(vendors.data?.items ?? []).map((vendor) => ({ value: vendor.id, label: vendor.company_name }))}
          style={{ minWidth: 220, maxWidth: '100%' }}
        />
      ) : null}
      {board.data ? <span className={styles.zone}>{t('timezone', { zone })}</span> : null}
    </div>
  );

  const content = () => {
    if (board.isPending) return <Skeleton active paragraph={{ rows: 8 }} data-testid="board-loading" />;
    if (!board.data) return <ApiErrorAlert error={board.error} ns={DISPATCH_NAMESPACE} title={t('loadFailed')} onRetry={() => void board.refetch()} />;
    const data = board.data;
    if (data.technicians.length === 0) {
      return (
        <EmptyState
          title={t('empty.noTechnicians')}
          description={admin ? t('empty.noTechniciansAdmin') : t('empty.noTechniciansVendor')}
          action={
            admin ? undefined : (
              <Button type="primary" onClick={() => void navigate('/technicians')}>
                {t('empty.invite')}
              </Button>
            )
          }
        />
      );
    }
    if (mobile) return <PhoneBoard board={data} days={days} day={shownDay} onDay={setPhoneDay} offered={offered} format={format} onMoveTo={onMoveTo} />;
    return (
      <BoardDnd layout={layout} technicians={technicians} view={view} zone={zone} format={format} onDrop={onDrop}>
        {data.orders.length === 0 && data.tray.length === 0 ? <p className={styles.hint}>{t('empty.noOrders')}</p> : null}
        <div className={styles.layout}>
          <Tray orders={data.tray} offered={offered} format={format} onMoveTo={onMoveTo} />
          <BoardGrid board={data} view={view} days={days} today={today} offered={offered} format={format} onMoveTo={onMoveTo} />
        </div>
      </BoardDnd>
    );
  };

  return (
    <div className={styles.root} style={colours}>
      <PageHeader title={t('title')} subtitle={mobile ? undefined : t('subtitle')} />
      {toolbar}
      {board.data && board.error ? <ApiErrorAlert error={board.error} ns={DISPATCH_NAMESPACE} title={t('loadFailed')} onRetry={() => void board.refetch()} /> : null}
      {moves.notice ? (
        <Alert
          type={moves.notice.kind === 'clash' ? 'warning' : 'error'}
          showIcon
          closable={{ onClose: moves.clearNotice }}
          role="alert"
          data-testid="board-notice"
          title={moves.notice.text}
          description={moves.notice.detail}
          style={{ marginBottom: 12 }}
        />
      ) : null}
      <BoardTextContext.Provider value={text}>{content()}</BoardTextContext.Provider>
      <MoveDialog order={moving} technicians={technicians} defaultDate={shownDay} sheet={mobile} onMove={(order, target) => request(order, target)} onClose={() => setMoving(null)} />
      <Modal
        open={moves.pending !== null}
        title={t('hours.title')}
        okText={t('hours.confirm')}
        cancelText={t('hours.cancel')}
        onOk={moves.confirmOverride}
        onCancel={moves.cancelOverride}
        destroyOnHidden
      >
        {moves.pending ? (
          <>
            <p data-testid="board-hours">{moves.pending.text}</p>
            <p>{t('hours.ask', { invoice: moves.pending.order.invoice_number })}</p>
          </>
        ) : null}
      </Modal>
      {moves.toastHolder}
    </div>
  );
}
