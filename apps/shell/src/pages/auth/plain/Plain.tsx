import { useEffect, useId, useRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './plain.module.css';

/**
 * The few controls the account pages need, in plain HTML and CSS: these pages are the
 * first load of most visitors, and antd arrives only after sign-in (BUILD.md "What ships first").
 */

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'onBlur' | 'name'>;

export interface TextFieldProps extends InputProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  hint?: ReactNode;
  errors?: string[];
}

/** A labelled input with its hint and, below it, what is wrong with it. */
export function TextField({ label, name, value, onChange, onBlur, hint, errors, ...input }: TextFieldProps) {
  const id = useId();
  const invalid = Boolean(errors?.length);
  const described = [invalid ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        {...input}
        id={id}
        name={name}
        className={invalid ? `${styles.input} ${styles.inputInvalid}` : styles.input}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        aria-invalid={invalid || undefined}
        aria-describedby={described}
      />
      {invalid ? (
        <div id={`${id}-error`} className={styles.errors} role="alert">
          {errors!.map((message) => (
            <div key={message}>{message}</div>
          ))}
        </div>
      ) : null}
      {hint ? (
        <div id={`${id}-hint`} className={styles.hint}>
          {hint}
        </div>
      ) : null}
    </div>
  );
}

export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button type="submit" className={`${styles.button} ${styles.primary} ${styles.block}`} aria-busy={busy || undefined} disabled={busy}>
      {busy ? <span className={styles.spinner} aria-hidden="true" /> : null}
      {children}
    </button>
  );
}

export function LinkButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" className={styles.linkButton} onClick={onClick}>
      {children}
    </button>
  );
}

/** A link that looks like a full-width button (it leaves the page: "Sign in with …"). */
export function ButtonLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a className={`${styles.button} ${styles.block} ${styles.buttonLink}`} href={href}>
      {children}
    </a>
  );
}

/** An error or a confirmation in a coloured box; `role` says how urgently it is announced. */
export function Notice({
  kind,
  title,
  children,
  testId,
}: {
  kind: 'error' | 'success';
  title: ReactNode;
  children?: ReactNode;
  testId?: string;
}) {
  return (
    <div className={`${styles.notice} ${kind === 'error' ? styles.noticeError : styles.noticeSuccess}`} role={kind === 'error' ? 'alert' : 'status'} data-testid={testId}>
      <svg className={styles.noticeIcon} viewBox="0 0 16 16" aria-hidden="true">
        {kind === 'error' ? (
          <path d="M8 1a7 7 0 1 0 0 14A7 7 0 0 0 8 1Zm-.75 3.5h1.5v5h-1.5v-5Zm0 6h1.5V12h-1.5v-1.5Z" />
        ) : (
          <path d="M8 1a7 7 0 1 0 0 14A7 7 0 0 0 8 1Zm3.3 5.2-4 4.3a.75.75 0 0 1-1.1 0L4.7 8.9l1.1-1 1 1.1 3.4-3.7 1.1 1Z" />
        )}
      </svg>
      <div>
        <div className={styles.noticeTitle}>{title}</div>
        {children}
      </div>
    </div>
  );
}

/** The frame of every account form: title, intro, the form. */
export function FormCard({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <section className={styles.card}>
      <h1 className={styles.title}>{title}</h1>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
      {children}
    </section>
  );
}

/** A modal dialog: labelled by its title, closed by Escape, the close button or a click outside. */
export function Dialog({ open, title, onClose, children }: { open: boolean; title: string; onClose: () => void; children: ReactNode }) {
  const { t } = useTranslation('shell');
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement as HTMLElement | null;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    if (!panel.current?.contains(document.activeElement)) panel.current?.focus();
    return () => {
      document.removeEventListener('keydown', onKey);
      opener?.focus?.();
    };
  }, [open, onClose]);
  if (!open) return null;
  return (
    <div className={styles.backdrop} onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div ref={panel} className={styles.dialog} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <div className={styles.dialogHeader}>
          <h2 id={titleId} className={styles.dialogTitle}>
            {title}
          </h2>
          <button type="button" className={styles.close} onClick={onClose} aria-label={t('auth.close')}>
            <svg viewBox="0 0 16 16" aria-hidden="true">
              <path d="m4 4 8 8M12 4l-8 8" />
            </svg>
          </button>
        </div>
        {children}
      </div>
    </div>
  );
}

export function Muted({ children }: { children: ReactNode }) {
  return <p className={styles.muted}>{children}</p>;
}

export function Row({ children }: { children: ReactNode }) {
  return <div className={styles.row}>{children}</div>;
}

export function Footer({ children }: { children: ReactNode }) {
  return <div className={styles.footer}>{children}</div>;
}

/** Guard step 1 on a plain page: a spinner with Loading... */
export function PlainLoading({ label }: { label: string }) {
  return (
    <div className={styles.loading} role="status" aria-live="polite" data-testid="guard-loading">
      <span className={`${styles.spinner} ${styles.spinnerLarge}`} aria-hidden="true" />
      <span className={styles.muted}>{label}</span>
    </div>
  );
}

/** A finished step: a tick, what happened, where to go next. */
export function Done({ title, text, action }: { title: string; text: string; action: ReactNode }) {
  return (
    <div className={styles.done}>
      <svg className={styles.doneIcon} viewBox="0 0 48 48" aria-hidden="true">
        <circle cx="24" cy="24" r="22" />
        <path d="m14 24.5 7 7 13-14" />
      </svg>
      <h2 className={styles.doneTitle}>{title}</h2>
      <p className={styles.muted}>{text}</p>
      {action}
    </div>
  );
}
