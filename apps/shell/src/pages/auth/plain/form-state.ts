import { useCallback, useState } from 'react';

/** One check of a field: the message to show, or undefined when the value passes. */
export type Rule<V> = (value: string, values: V) => string | undefined;
export type Rules<V> = { [K in keyof V]?: Rule<V>[] };
export type FieldErrors<V> = { [K in keyof V]?: string[] };

function firstFailure<V extends Record<string, string>>(rules: Rules<V>, name: keyof V, values: V): string[] | undefined {
  for (const rule of rules[name] ?? []) {
    const message = rule(values[name], values);
    if (message) return [message];
  }
  return undefined;
}

/**
 * The state of a plain form: values, the errors shown under each field, and the checks.
 * A field is checked when it loses focus and on submit; once it shows an error it is
 * checked on every change (so is every other field showing one, which covers checks that
 * read two fields, such as "repeat the password").
 */
export function useFormState<V extends Record<string, string>>(initial: V, rules: Rules<V>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<V>>({});

  const change = useCallback(
    (name: keyof V, value: string) => {
      setValues((previous) => {
        const next = { ...previous, [name]: value };
        setErrors((shown) => {
          const recheck = Object.keys(shown).filter((field) => shown[field as keyof V]?.length) as (keyof V)[];
          return { ...shown, ...Object.fromEntries(recheck.map((field) => [field, firstFailure(rules, field, next)])) };
        });
        return next;
      });
    },
    [rules],
  );

  const blur = useCallback((name: keyof V) => setErrors((shown) => ({ ...shown, [name]: firstFailure(rules, name, values) })), [rules, values]);

  /** Checks every field; true when all pass. */
  const validate = useCallback((): boolean => {
    const found = Object.fromEntries(Object.keys(values).map((field) => [field, firstFailure(rules, field as keyof V, values)])) as FieldErrors<V>;
    setErrors(found);
    return Object.values(found).every((messages) => !messages?.length);
  }, [rules, values]);

  /** Errors that only the API can tell (a weak password's reasons, a taken email), in antd's shape so one helper fills both kinds of form. */
  const setFields = useCallback(
    (fields: { name: keyof V; errors: string[] }[]) => setErrors((shown) => ({ ...shown, ...Object.fromEntries(fields.map(({ name, errors }) => [name, errors])) })),
    [],
  );

  const reset = useCallback(() => {
    setValues(initial);
    setErrors({});
  }, [initial]);

  return { values, errors, change, blur, validate, setFields, reset };
}

export type FormState<V extends Record<string, string>> = ReturnType<typeof useFormState<V>>;

/** The props that tie an input to a field of the form. */
export function bindField<V extends Record<string, string>>(form: FormState<V>, name: keyof V & string) {
  return {
    name,
    value: form.values[name],
    errors: form.errors[name],
    onChange: (value: string) => form.change(name, value),
    onBlur: () => form.blur(name),
  };
}
