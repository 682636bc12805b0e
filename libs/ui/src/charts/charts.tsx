import { type CSSProperties, type ReactNode, useId } from 'react';
import { theme } from 'antd';

/*
 * The kit's charts: columns over time and bars per person, drawn with HTML boxes from the host
 * antd's theme tokens (light and dark apply, text stays crisp at any width). No chart library:
 * measured minified + gzip on 2026-11-26 (esbuild, react external), uPlot 1.6 was 23.6 KB,
 * d3-scale + d3-shape 15.6 KB (before any React to draw them), chart.js 4.6 with only bars,
 * lines and two scales registered 60.2 KB, recharts 3.11 133.5 KB; this file is ~1.5 KB. Import
 * it lazily (`@fixflow/ui/charts`), so it loads only with the page that draws a chart.
 */

export interface ChartDatum {
  key: string;
  /** Under a column, before a bar. */
  label: string;
  value: number;
  /** The value as the reader should see it ("12", "1,230.00", "8%"). */
  valueLabel: string;
  /** Greyed: too few orders to judge by; `note` says why (the bar's tooltip). */
  muted?: boolean;
  note?: string;
}

interface ChartProps {
  /** The chart's heading, also its accessible name. */
  title: string;
  data: ChartDatum[];
  /** Clicking a column or a bar (keyboard too): e.g. the orders behind it. */
  onSelect?: (key: string) => void;
  /** Shown instead of the chart when every value is 0 or there is no data. */
  empty?: ReactNode;
  'data-testid'?: string;
}

function pressable(onSelect: ((key: string) => void) | undefined, key: string) {
  if (!onSelect) return {};
  return {
    role: 'button',
    tabIndex: 0,
    onClick: () => onSelect(key),
    onKeyDown: (event: React.KeyboardEvent) => {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      event.preventDefault();
      onSelect(key);
    },
  };
}

function Frame({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  const { token } = theme.useToken();
  return (
    <figure data-testid={testId} style={{ margin: 0, minWidth: 0 }}>
      <figcaption style={{ color: token.colorText, fontWeight: token.fontWeightStrong, fontSize: token.fontSize, marginBottom: token.marginSM }}>{title}</figcaption>
      {children}
    </figure>
  );
}

/** Columns over a time line (per week): the greatest value at the top, a label under every few columns. */
export function ColumnChart({ title, data, onSelect, empty, height = 160, 'data-testid': testId }: ChartProps & { height?: number }) {
  const { token } = theme.useToken();
  const max = Math.max(0, ...data.map((datum) => datum.value));
  if (max === 0 && empty) return <Frame title={title} testId={testId}>{empty}</Frame>;
  // Six labels fit under the columns on a phone, in Russian too ("21 сент.").
  const every = Math.max(1, Math.ceil(data.length / 6));
  const grid = `${token.lineWidth}px dashed ${token.colorBorderSecondary}`;
  const small: CSSProperties = { fontSize: token.fontSizeSM, color: token.colorTextSecondary, lineHeight: 1.2 };
  return (
    <Frame title={title} testId={testId}>
      <div style={{ display: 'flex', gap: 2, alignItems: 'stretch', height, borderBottom: `${token.lineWidth}px solid ${token.colorBorder}`, borderTop: grid, position: 'relative' }}>
        <span style={{ ...small, position: 'absolute', top: 2, left: 0 }}>{data.find((datum) => datum.value === max)?.valueLabel}</span>
        {data.map((datum) => (
          <div
            key={datum.key}
            {...pressable(onSelect, datum.key)}
            title={`${datum.label}: ${datum.valueLabel}${datum.note ? ` — ${datum.note}` : ''}`}
            aria-label={`${datum.label}: ${datum.valueLabel}`}
            style={{ flex: 1, minWidth: 0, display: 'flex', alignItems: 'flex-end', cursor: onSelect ? 'pointer' : undefined }}
          >
            <div
              style={{
                width: '100%',
                height: max > 0 ? `${(datum.value / max) * 100}%` : 0,
                minHeight: datum.value > 0 ? 2 : 0,
                background: datum.muted ? token.colorFillSecondary : token.colorPrimary,
                borderRadius: `${token.borderRadiusSM}px ${token.borderRadiusSM}px 0 0`,
              }}
            />
          </div>
        ))}
      </div>
      <div style={{ display: 'flex', gap: 2, marginTop: 4 }} aria-hidden>
        {data.map((datum, index) => (
          <span key={datum.key} style={{ ...small, flex: 1, minWidth: 0, overflow: 'visible', whiteSpace: 'nowrap' }}>
            {index % every === 0 ? datum.label : ''}
          </span>
        ))}
      </div>
    </Frame>
  );
}

/** One bar per person, the value at its end, and an optional reference (the company par) as a line across. */
export function BarList({ title, data, onSelect, empty, reference, 'data-testid': testId }: ChartProps & { reference?: { value: number; label: string } }) {
  const { token } = theme.useToken();
  const id = useId();
  const max = Math.max(0, reference?.value ?? 0, ...data.map((datum) => datum.value));
  if (data.length === 0 && empty) return <Frame title={title} testId={testId}>{empty}</Frame>;
  const at = (value: number) => (max > 0 ? `${(value / max) * 100}%` : '0%');
  const small: CSSProperties = { fontSize: token.fontSizeSM, color: token.colorTextSecondary };
  return (
    <Frame title={title} testId={testId}>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 6 }}>
        {data.map((datum) => (
          // A row a box of its own (not `display: contents`), so it can take the keyboard's focus.
          <div
            key={datum.key}
            {...pressable(onSelect, datum.key)}
            title={datum.note}
            // Named by its own visible text, label then value (axe's label-content-name-mismatch).
            aria-labelledby={`${id}-${datum.key}-label ${id}-${datum.key}-value`}
            style={{ display: 'grid', gridTemplateColumns: 'minmax(72px, 32%) 1fr 7.5em', columnGap: token.marginXS, alignItems: 'center', cursor: onSelect ? 'pointer' : undefined }}
          >
            <span id={`${id}-${datum.key}-label`} style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', color: datum.muted ? token.colorTextTertiary : token.colorText }}>{datum.label}</span>
            {/* Spaces between the grid's cells (no layout in a grid): the row's text reads "label value", as its name does. */}{' '}
            <span style={{ position: 'relative', height: 14, background: token.colorFillQuaternary, borderRadius: token.borderRadiusSM, cursor: onSelect ? 'pointer' : undefined }}>
              <span style={{ position: 'absolute', inset: 0, right: 'auto', width: at(datum.value), minWidth: datum.value > 0 ? 2 : 0, background: datum.muted ? token.colorFillSecondary : token.colorPrimary, borderRadius: token.borderRadiusSM }} />
              {reference ? <span style={{ position: 'absolute', top: -3, bottom: -3, left: at(reference.value), borderLeft: `2px solid ${token.colorWarning}` }} /> : null}
            </span>
            {' '}
            <span id={`${id}-${datum.key}-value`} style={{ ...small, color: datum.muted ? token.colorTextTertiary : token.colorText, fontVariantNumeric: 'tabular-nums', textAlign: 'right' }}>{datum.valueLabel}</span>
          </div>
        ))}
      </div>
      {reference ? (
        <div style={{ ...small, marginTop: token.marginXS, display: 'flex', alignItems: 'center', gap: 6 }}>
          <span style={{ display: 'inline-block', width: 0, height: 12, borderLeft: `2px solid ${token.colorWarning}` }} />
          {reference.label}
        </div>
      ) : null}
    </Frame>
  );
}
