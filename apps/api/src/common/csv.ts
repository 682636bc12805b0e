/**
 * One CSV cell of text: quoted when it holds a comma, quote or line break; text a spreadsheet would
 * run as a formula (=, +, -, @, tab or carriage return first) gets an apostrophe in front, so it
 * stays text (OWASP "CSV injection"). Amounts we format ourselves are written as they are.
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let out = String(value);
  if (/^[=+\-@\t\r]/.test(out)) out = `'${out}`;
  return /[",\r\n]/.test(out) ? `"${out.replaceAll('"', '""')}"` : out;
}
