/** One section of a legal page: its anchor, heading, paragraphs and, where it helps, a list. */
export interface LegalSection {
  /** The anchor the table of contents links to (the same in every language). */
  id: string;
  heading: string;
  paragraphs: string[];
  list?: string[];
  /** Paragraphs after the list. */
  after?: string[];
}

export interface LegalDocument {
  title: string;
  /** "Effective November 26, 2026" in the document's language. */
  effective: string;
  intro: string[];
  sections: LegalSection[];
}

/** The terms of service and the privacy policy in one language, with the words around them. */
export interface LegalTexts {
  contents: string;
  backToTop: string;
  terms: LegalDocument;
  privacy: LegalDocument;
}

/** Where to write about the service, an account or personal data (the pages link them). */
export const SUPPORT_EMAIL = 'support@fixflow.app';
export const PRIVACY_EMAIL = 'privacy@fixflow.app';
