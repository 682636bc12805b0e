// An app's typecheck compiles this file without libs/ui's tsconfig: the reference brings the CSS module type along.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./css-modules.d.ts" />
import type { ReactNode } from 'react';
import styles from './long-text.module.css';

/**
 * Give it to antd Descriptions (`<Descriptions className={DETAILS_CLASS}>`) where values are
 * typed by people (names, addresses, notes): columns stay equal and a long value breaks inside
 * its cell, at any character if it has no spaces, rather than squeezing its neighbours.
 */
export const DETAILS_CLASS = styles.details;

/** A value that must read on one line wherever it sits (a date, a time window). */
export function NoWrap({ children }: { children: ReactNode }) {
  return <span className={styles.nowrap}>{children}</span>;
}
