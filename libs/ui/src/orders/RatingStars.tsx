import { theme } from 'antd';
import { useTranslation } from 'react-i18next';

export interface RatingStarsProps {
  /** 1–5, or null when not rated. */
  value: number | null;
  /** Without it the stars are read-only. Pressing the chosen star again clears the rating. */
  onChange?(value: number | null): void;
  /** The remote's namespace, for the kit's words (`kit.rating`). */
  ns: string;
  disabled?: boolean;
  /** Names the group for assistive technology (e.g. "Customer rating"). */
  label?: string;
  size?: number;
}

const STARS = [1, 2, 3, 4, 5] as const;

/**
 * The customer's 1–5 rating as five star buttons (antd's Rate is not shared by the host): each a
 * real button, reachable by Tab and pressed by Enter or Space, `aria-pressed` on the chosen one.
 */
export function RatingStars({ value, onChange, ns, disabled, label, size = 24 }: RatingStarsProps) {
  const { t } = useTranslation(ns);
  const { token } = theme.useToken();
  const on = token.colorWarning;
  // The tertiary text grey: an empty star stays visible (3:1) beside a filled one in both themes.
  const off = token.colorTextTertiary;
  if (!onChange) {
    return (
      <span role="img" aria-label={value ? t('kit.rating.star', { value }) : t('kit.rating.clear')} data-testid="rating-stars" style={{ fontSize: size * 0.75, letterSpacing: 2, whiteSpace: 'nowrap' }}>
        {STARS.map((star) => (
          <span key={star} aria-hidden style={{ color: value !== null && star <= value ? on : off }}>
            ★
          </span>
        ))}
      </span>
    );
  }
  return (
    <span role="group" aria-label={label} data-testid="rating-stars" style={{ display: 'inline-flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
      {STARS.map((star) => (
        <button
          key={star}
          type="button"
          disabled={disabled}
          aria-label={t('kit.rating.star', { value: star })}
          aria-pressed={value === star}
          onClick={() => onChange(value === star ? null : star)}
          style={{
            // 44 px at the default size: a finger's target on a phone.
            width: size + 20,
            height: size + 20,
            padding: 0,
            border: 'none',
            borderRadius: token.borderRadius,
            background: 'transparent',
            cursor: disabled ? 'not-allowed' : 'pointer',
            fontSize: size,
            lineHeight: 1,
            color: value !== null && star <= value ? on : off,
          }}
        >
          ★
        </button>
      ))}
      {/* The choice in words too, not by colour alone. */}
      <span style={{ marginInlineStart: 8, color: token.colorTextSecondary }} data-testid="rating-value">
        {value ? t('kit.rating.star', { value }) : t('kit.rating.clear')}
      </span>
    </span>
  );
}
