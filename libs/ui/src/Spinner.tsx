import { useInsertionEffect, type CSSProperties, type ReactNode } from 'react';
import { theme } from 'antd';

/*
 * A light stand-in for antd's Spin on first paints (a remote or the profile loading): antd's Spin
 * is a chunk of its own (~3 KB gzip) downloaded by every signed-in first load just for this.
 * The same four dots turning, in the theme's primary colour from the host's antd.
 */

const STYLE_ID = 'ff-spinner-style';

// Keyframes cannot be inline styles: one <style> for the page, added with the first spinner.
const CSS = `
@keyframes ff-spinner-turn { to { transform: rotate(405deg); } }
@keyframes ff-spinner-fade { to { opacity: 1; } }
.ff-spinner { animation: ff-spinner-turn 1.2s linear infinite; }
.ff-spinner > i { animation: ff-spinner-fade 1s linear infinite alternate; }
@media (prefers-reduced-motion: reduce) {
  .ff-spinner, .ff-spinner > i { animation: none; }
}`;

function useSpinnerStyle() {
  useInsertionEffect(() => {
    // An id, not a module flag: the host and each remote may bundle their own copy of this file.
    if (document.getElementById(STYLE_ID)) return;
    const style = document.createElement('style');
    style.id = STYLE_ID;
    style.textContent = CSS;
    document.head.appendChild(style);
  }, []);
}

/** The corners of the square the dots sit on, and when each brightens (as antd's Spin). */
const DOTS: CSSProperties[] = [
  { top: 0, insetInlineStart: 0, animationDelay: '0s' },
  { top: 0, insetInlineEnd: 0, animationDelay: '0.4s' },
  { bottom: 0, insetInlineEnd: 0, animationDelay: '0.8s' },
  { bottom: 0, insetInlineStart: 0, animationDelay: '1.2s' },
];

/** The turning dots alone, decorative (hidden from screen readers): the caller says what loads. */
export function SpinnerIcon({ style }: { style?: CSSProperties }) {
  useSpinnerStyle();
  const { token } = theme.useToken();
  // antd's large Spin: a controlHeight square, dots a little under half of it.
  const size = token.controlHeight;
  const dot = (size - token.marginXXS / 2) / 2;
  return (
    <span
      className="ff-spinner"
      aria-hidden
      style={{ position: 'relative', display: 'inline-block', width: size, height: size, transform: 'rotate(45deg)', color: token.colorPrimary, ...style }}
    >
      {DOTS.map((place, index) => (
        <i
          key={index}
          style={{
            position: 'absolute',
            display: 'block',
            width: dot,
            height: dot,
            borderRadius: '100%',
            background: 'currentColor',
            transform: 'scale(0.75)',
            opacity: 0.3,
            ...place,
          }}
        />
      ))}
    </span>
  );
}

export interface SpinnerProps {
  /** Shown under the dots and read out: what is loading. */
  label: ReactNode;
  style?: CSSProperties;
}

/**
 * A loading state: the dots in the primary colour, then the label, announced as a status. The label
 * is text, so it takes the blue text is drawn in (colorLink: AA in both themes, theme-tokens.test),
 * not the primary: the dark theme's primary is a button fill, 3.6:1 as text on its background.
 */
export function Spinner({ label, style }: SpinnerProps) {
  const { token } = theme.useToken();
  return (
    <div
      role="status"
      aria-live="polite"
      style={{ display: 'inline-flex', flexDirection: 'column', alignItems: 'center', gap: token.paddingSM, color: token.colorLink, ...style }}
    >
      <SpinnerIcon />
      <span style={{ fontSize: token.fontSize, lineHeight: 1 }}>{label}</span>
    </div>
  );
}
