import { OptionalProps } from '@mikro-orm/core';
import { Check, Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { MESSAGE_LANGUAGES, type MessageLanguage } from '@fixflow/contracts';
import { Vendor } from './vendor.entity.js';

/**
 * A vendor's money settings, one row per save (issue 13: history kept): the newest is in force.
 * A completion copies the rates in force when it is made, so a change never reaches an order
 * completed before it. Rates are numeric percent; the fixed card fee is integer cents.
 */
@Entity({ tableName: 'vendor_financial_settings' })
@Index({ properties: ['vendorId', 'createdAt'] })
@Check({ name: 'vendor_financial_settings_rates_check', expression: 'default_commission_pct >= 0 and default_commission_pct <= 100 and tax_rate_pct >= 0 and tax_rate_pct <= 100 and card_fee_pct >= 0 and card_fee_pct <= 100' })
@Check({ name: 'vendor_financial_settings_fee_check', expression: 'card_fee_fixed >= 0' })
@Check({ name: 'vendor_financial_settings_recall_window_check', expression: 'recall_window_days >= 0 and recall_window_days <= 365' })
@Check({ name: 'vendor_financial_settings_week_check', expression: 'settlement_week_start >= 0 and settlement_week_start <= 6' })
export class VendorFinancialSettings {
  [OptionalProps]?: 'createdAt' | 'createdBy' | 'recallWindowDays' | 'onMyWaySms' | 'customerLanguage';

  @PrimaryKey({ type: 'uuid' })
  id: string = crypto.randomUUID();

  @ManyToOne(() => Vendor, { mapToPk: true, joinColumn: 'vendor_id', deleteRule: 'cascade' })
  vendorId: string;

  @Property({ type: 'decimal', precision: 6, scale: 3 })
  defaultCommissionPct: string;

  @Property({ type: 'decimal', precision: 6, scale: 3 })
  taxRatePct: string;

  @Property({ type: 'boolean' })
  taxLabor: boolean;

  @Property({ type: 'decimal', precision: 6, scale: 3 })
  cardFeePct: string;

  @Property({ type: 'bigint' })
  cardFeeFixed: string;

  @Property({ type: 'smallint' })
  settlementWeekStart: number;

  /** Issue 14: an order created this many days after a completion for the same appliance is a recall. */
  @Property({ type: 'smallint', default: 30 })
  recallWindowDays: number = 30;

  /** Issue 17: text the customer when the technician taps "On my way". */
  @Property({ type: 'boolean', default: true })
  onMyWaySms: boolean = true;

  /** Issue 17: the language texts to customers are written in. */
  @Enum({ items: [...MESSAGE_LANGUAGES], default: 'en' })
  customerLanguage: MessageLanguage = 'en';

  @Property({ type: 'uuid', nullable: true })
  createdBy: string | null = null;

  @Property({ type: 'datetime', defaultRaw: 'clock_timestamp()' })
  createdAt: Date = new Date();
}
