import { createElement, type HTMLAttributes, type ReactElement } from 'react';
import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/es/types';
import calendar from '@ant-design/icons-svg/es/asn/CalendarOutlined';
import clockCircle from '@ant-design/icons-svg/es/asn/ClockCircleOutlined';
import home from '@ant-design/icons-svg/es/asn/HomeOutlined';
import plus from '@ant-design/icons-svg/es/asn/PlusOutlined';
import right from '@ant-design/icons-svg/es/asn/RightOutlined';
import unorderedList from '@ant-design/icons-svg/es/asn/UnorderedListOutlined';

/*
 * The few outlined icons a remote's first paint draws (its menu, the technician dashboard's
 * buttons), as the same markup @ant-design/icons renders — <span role="img" class="anticon
 * anticon-home"><svg …/></span>, the same SVG data — without its component code: each app bundles
 * @ant-design/icons itself, so a remote's first page downloaded a second copy (~3 KB gzip).
 * antd's ConfigProvider styles `.anticon`; Button and Menu place these like any antd icon.
 */

export type LightIconProps = HTMLAttributes<HTMLSpanElement>;

function draw(node: AbstractNode, name: string, key?: number): ReactElement {
  const { tag, attrs, children = [] } = node;
  const svg = tag === 'svg' ? { 'data-icon': name, width: '1em', height: '1em', fill: 'currentColor', 'aria-hidden': true } : {};
  return createElement(tag, { key, ...attrs, ...svg }, ...children.map((child, index) => draw(child, name, index)));
}

function lightIcon(definition: IconDefinition) {
  const node = definition.icon as AbstractNode; // outlined icons are plain trees (two-tone ones are functions)
  function LightIcon({ className, ...rest }: LightIconProps) {
    const classes = `anticon anticon-${definition.name}${className ? ` ${className}` : ''}`;
    return (
      <span role="img" aria-label={definition.name} {...rest} className={classes}>
        {draw(node, definition.name)}
      </span>
    );
  }
  return LightIcon;
}

// Pure: an app bundles only the icons it draws, not every one listed here.
export const CalendarIcon = /*#__PURE__*/ lightIcon(calendar);
export const ClockCircleIcon = /*#__PURE__*/ lightIcon(clockCircle);
export const HomeIcon = /*#__PURE__*/ lightIcon(home);
export const PlusIcon = /*#__PURE__*/ lightIcon(plus);
export const RightIcon = /*#__PURE__*/ lightIcon(right);
export const UnorderedListIcon = /*#__PURE__*/ lightIcon(unorderedList);
