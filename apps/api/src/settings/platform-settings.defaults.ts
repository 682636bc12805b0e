/**
 * The settings a fresh platform starts with (values from SPEC.md §9). The seeder inserts
 * a key only when it is missing, so an admin's later change survives every restart.
 */
export const PLATFORM_SETTING_DEFAULTS: Readonly<Record<string, unknown>> = {
  brand_name: 'Fixflow',
  default_language: 'en',
  supported_languages: ['en', 'ru'],
  default_theme: 'system',
  // New vendors start as `pending` until an admin activates them (SPEC.md §3, §8).
  vendor_signup_requires_approval: true,
  metrics_period_days: 90,
  metrics_recalculation_delay_ms: 2000,
  notification_poll_ms: 30000,
  unread_sms_refetch_ms: 60000,
};
