import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { DEFAULT_VENDOR_FINANCIAL_SETTINGS, formatMoney, formatPercent, parseMoney, parsePercent, type MessageLanguage, type VendorFinancialSettings } from '@fixflow/contracts';
import { usableZone } from '../common/time-zone.js';

/** The settings in force, with when they were saved (null: the defaults, never saved). */
export type SettingsInForce = VendorFinancialSettings & { updated_at: Date | null };

interface SettingsRow {
  default_commission_pct: string;
  tax_rate_pct: string;
  tax_labor: boolean;
  card_fee_pct: string;
  card_fee_fixed: string;
  settlement_week_start: number;
  recall_window_days: number;
  on_my_way_sms: boolean;
  customer_language: MessageLanguage;
  created_at: Date | string;
}

/** numeric(6,3) as PostgreSQL gives it ("8.000") → the wire's spelling with `decimals`. */
const percent = (value: string, decimals: 2 | 3) => formatPercent(parsePercent(value) ?? 0, decimals);

/** What a new order of a vendor takes from it (orderTerms): undefined when there is no such vendor. */
export interface OrderTerms {
  /** The vendor's zone, usable (UTC when unset). */
  timezone: string;
  /** The tax rate in force, in percent: the default of the vendor's new orders (issue 13). */
  taxRate: number;
  recallWindowDays: number;
  /** The database's clock at the transaction's start: the new order's created_at. */
  now: Date;
}

/**
 * The terms in one statement: the vendor's zone, the newest saved settings' tax rate and
 * recall window, else the platform's defaults over the built-in ones (as inForce reckons them),
 * and now(). `?` the vendor's id; exported for tools/bench/load.bench.mjs, which runs it bare.
 */
export const ORDER_TERMS_SQL = `select v.timezone, s.tax_rate_pct, s.recall_window_days, now() as now,
    case when jsonb_typeof(p.value->'tax_rate_pct') = 'string' then p.value->>'tax_rate_pct' end as default_tax_rate_pct,
    case when jsonb_typeof(p.value->'recall_window_days') = 'number' then (p.value->>'recall_window_days')::int end as default_recall_window_days
  from vendors v
  left join lateral (select tax_rate_pct, recall_window_days from vendor_financial_settings
                      where vendor_id = v.id order by created_at desc, id desc limit 1) s on true
  left join platform_settings p on p.key = 'vendor_defaults'
  where v.id = ?`;

interface OrderTermsRow {
  timezone: string | null;
  tax_rate_pct: string | null;
  recall_window_days: number | null;
  now: Date | string;
  default_tax_rate_pct: string | null;
  default_recall_window_days: number | null;
}

/**
 * A vendor's money settings: each save a new row, the newest in force (history kept). The time
 * zone is the vendor's own column (orders' slots are read in it), saved in the same transaction.
 */
@Injectable()
export class VendorSettingsRepository {
  constructor(private readonly em: EntityManager) {}

  /** `null`: an order with no vendor (none today) is reckoned with the defaults. */
  async inForce(vendorId: string | null, em: EntityManager = this.em): Promise<SettingsInForce> {
    if (!vendorId) return { ...(await this.defaults(em)), timezone: usableZone(null), updated_at: null };
    const [row] = await em.execute<SettingsRow[]>(
      `select default_commission_pct, tax_rate_pct, tax_labor, card_fee_pct, card_fee_fixed, settlement_week_start, recall_window_days, on_my_way_sms, customer_language, created_at
         from vendor_financial_settings where vendor_id = ? order by created_at desc, id desc limit 1`,
      [vendorId],
    );
    const [vendor] = await em.execute<{ timezone: string | null }[]>('select timezone from vendors where id = ?', [vendorId]);
    const timezone = usableZone(vendor?.timezone);
    if (!row) return { ...(await this.defaults(em)), timezone, updated_at: null };
    return {
      default_commission_pct: percent(row.default_commission_pct, 2),
      tax_rate_pct: percent(row.tax_rate_pct, 3),
      tax_labor: row.tax_labor,
      card_fee_pct: percent(row.card_fee_pct, 2),
      card_fee_fixed: formatMoney(Number(row.card_fee_fixed)),
      settlement_week_start: row.settlement_week_start,
      recall_window_days: row.recall_window_days,
      on_my_way_sms: row.on_my_way_sms,
      customer_language: row.customer_language,
      timezone,
      // The driver hands timestamptz over as text.
      updated_at: new Date(row.created_at),
    };
  }

  /** A new order's terms (ORDER_TERMS_SQL), in the order's transaction. */
  async orderTerms(vendorId: string, em: EntityManager = this.em): Promise<OrderTerms | undefined> {
    const [row] = await em.execute<OrderTermsRow[]>(ORDER_TERMS_SQL, [vendorId]);
    if (!row) return undefined;
    const saved = row.tax_rate_pct !== null;
    return {
      timezone: usableZone(row.timezone),
      taxRate: Number(saved ? percent(row.tax_rate_pct as string, 3) : (row.default_tax_rate_pct ?? DEFAULT_VENDOR_FINANCIAL_SETTINGS.tax_rate_pct)),
      recallWindowDays: (saved ? row.recall_window_days : row.default_recall_window_days) ?? DEFAULT_VENDOR_FINANCIAL_SETTINGS.recall_window_days,
      now: new Date(row.now),
    };
  }

  /**
   * What a vendor that never saved its own settings is reckoned with: the built-in defaults, with the
   * tax rate, commission and recall window the admins set for the platform (issue 16) over them.
   */
  private async defaults(em: EntityManager): Promise<Omit<VendorFinancialSettings, 'timezone'>> {
    const [row] = await em.execute<{ value: Partial<Record<'tax_rate_pct' | 'default_commission_pct' | 'recall_window_days', unknown>> }[]>(
      `select value from platform_settings where key = 'vendor_defaults'`,
    );
    const saved = row?.value ?? {};
    return {
      ...DEFAULT_VENDOR_FINANCIAL_SETTINGS,
      ...(typeof saved.tax_rate_pct === 'string' ? { tax_rate_pct: saved.tax_rate_pct } : {}),
      ...(typeof saved.default_commission_pct === 'string' ? { default_commission_pct: saved.default_commission_pct } : {}),
      ...(typeof saved.recall_window_days === 'number' ? { recall_window_days: saved.recall_window_days } : {}),
    };
  }

  async save(vendorId: string, settings: VendorFinancialSettings, actorId: string): Promise<void> {
    await this.em.transactional(async (em) => {
      await em.execute(
        `insert into vendor_financial_settings
           (id, vendor_id, default_commission_pct, tax_rate_pct, tax_labor, card_fee_pct, card_fee_fixed, settlement_week_start, recall_window_days, on_my_way_sms, customer_language, created_by)
         values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        [
          crypto.randomUUID(),
          vendorId,
          settings.default_commission_pct,
          settings.tax_rate_pct,
          settings.tax_labor,
          settings.card_fee_pct,
          parseMoney(settings.card_fee_fixed),
          settings.settlement_week_start,
          settings.recall_window_days,
          settings.on_my_way_sms,
          settings.customer_language,
          actorId,
        ],
      );
      await em.execute('update vendors set timezone = ? where id = ?', [settings.timezone, vendorId]);
    });
  }
}
