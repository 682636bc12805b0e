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
