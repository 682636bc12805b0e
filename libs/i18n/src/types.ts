export const LANGUAGES = ['en', 'ru'] as const;
export type Language = (typeof LANGUAGES)[number];

/** One namespace per app: the shell and each remote own their strings. */
export const NAMESPACES = ['shell', 'vendor', 'technician', 'admin'] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** A tree of strings; nesting groups the keys of one screen. */
export interface Messages {
  [key: string]: string | Messages;
}

/**
 * The same shape with every leaf a string: lets the Russian table be typed
 * against the English one, so a missing key fails the typecheck too. A count
 * English writes in two forms (`total_one`, `total_other`, i18next's plurals)
 * Russian writes in its four: `_one`, `_few`, `_many` and `_other` (fractions).
 */
export type SameKeys<T> = { [K in keyof T]: T[K] extends string ? string : SameKeys<T[K]> } & {
  [K in keyof T as K extends `${infer Base}_other` ? `${Base}_few` | `${Base}_many` : never]: string;
};

export type NamespaceResources = Record<Language, Messages>;

/** A language's words read when that language is used (a chunk of their own). */
export type WordsLoader = () => Promise<Messages>;

/**
 * What a remote hands the host for its namespace (RemoteApp.i18n): each language's words, given or
 * read on demand. The host reads the user's language before the remote's first page draws and
 * another one before switching to it, so no screen shows a missing word.
 */
export type NamespaceWords = Record<Language, Messages | WordsLoader>;
