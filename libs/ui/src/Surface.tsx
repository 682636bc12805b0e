import { useState, type CSSProperties, type HTMLAttributes, type ReactNode } from 'react';
import { theme } from 'antd';

/*
 * Light stand-ins for antd's Card and Typography on the pages a first load draws (a dashboard,
 * its header). antd's Card brings Tabs, rc-menu and Dropdown, its Typography brings Input,
 * TextArea, Tooltip and Form for editable/copyable text: ~55 KB of JavaScript nobody uses there.
 * These read the same theme tokens from the host's antd, so dark and light still apply.
 */

type DataAttributes = { [key: `data-${string}`]: string | number | undefined };

export interface PanelProps extends DataAttributes {
  /** A heading row above the content, as antd Card's title. */
  title?: ReactNode;
  /** 'small' pads like antd's small Card. */
  size?: 'small' | 'default';
  /** Makes the whole panel a button (mouse, Tab and Enter or Space), with the hover shadow of a hoverable Card. */
  onClick?: () => void;
  style?: CSSProperties;
  children?: ReactNode;
}

/** A card: the container background, a light border, the large radius. */
export function Panel({ title, size = 'default', onClick, style, children, ...data }: PanelProps) {
  const { token } = theme.useToken();
  const [hover, setHover] = useState(false);
  const padding = size === 'small' ? token.paddingSM : token.paddingLG;
  const hoverable = onClick !== undefined;
  return (
    <div
      {...data}
      onClick={onClick}
      // A clickable card must be reachable and pressable without a mouse, as a button is.
      role={hoverable ? 'button' : undefined}
      tabIndex={hoverable ? 0 : undefined}
      onKeyDown={
        hoverable
          ? (event) => {
              if (event.key !== 'Enter' && event.key !== ' ') return;
              event.preventDefault();
              onClick();
            }
          : undefined
      }
      onPointerEnter={hoverable ? () => setHover(true) : undefined}
      onPointerLeave={hoverable ? () => setHover(false) : undefined}
      style={{
        background: token.colorBgContainer,
        border: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        color: token.colorText,
        fontSize: token.fontSize,
        cursor: hoverable ? 'pointer' : undefined,
        boxShadow: hover ? token.boxShadowTertiary : undefined,
        transition: `box-shadow ${token.motionDurationMid}`,
        ...style,
      }}
    >
      {title ? (
        <div
          style={{
            padding: `${token.paddingSM}px ${padding}px`,
            borderBottom: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
            fontWeight: token.fontWeightStrong,
            fontSize: size === 'small' ? token.fontSize : token.fontSizeLG,
            color: token.colorTextHeading,
          }}
        >
          {title}
        </div>
      ) : null}
      <div style={{ padding }}>{children}</div>
    </div>
  );
}

export interface TitleProps {
  level?: 1 | 2 | 3;
  style?: CSSProperties;
  children?: ReactNode;
}

/** A heading in the theme's heading colour and weight (h1 by default: one per page). */
export function Title({ level = 1, style, children }: TitleProps) {
  const { token } = theme.useToken();
  const Tag = `h${level}` as const;
  const size = level === 1 ? token.fontSizeHeading1 : level === 2 ? token.fontSizeHeading2 : token.fontSizeHeading3;
  return (
    <Tag style={{ margin: 0, color: token.colorTextHeading, fontWeight: token.fontWeightStrong, fontSize: size, lineHeight: 1.3, ...style }}>
      {children}
    </Tag>
  );
}

export interface TextProps extends DataAttributes, Pick<HTMLAttributes<HTMLElement>, 'id' | 'title'> {
  type?: 'secondary' | 'danger';
  strong?: boolean;
  /** One line, cut with an ellipsis. */
  ellipsis?: boolean;
  /** A paragraph (`p`, with a bottom margin) instead of an inline span. */
  paragraph?: boolean;
  style?: CSSProperties;
  children?: ReactNode;
}

/** Text in the theme's colours: primary, secondary or danger, optionally strong. */
export function Text({ type, strong, ellipsis, paragraph, style, children, ...rest }: TextProps) {
  const { token } = theme.useToken();
  const Tag = paragraph ? 'p' : 'span';
  const color = type === 'secondary' ? token.colorTextSecondary : type === 'danger' ? token.colorError : token.colorText;
  return (
    <Tag
      {...rest}
      style={{
        color,
        fontWeight: strong ? token.fontWeightStrong : undefined,
        ...(paragraph ? { margin: '0 0 1em' } : null),
        ...(ellipsis ? { display: 'block', overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis', maxWidth: '100%' } : null),
        ...style,
      }}
    >
      {children}
    </Tag>
  );
}
