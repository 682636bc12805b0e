import { legalEn } from './resources/legal/legal-en';
import { legalRu } from './resources/legal/legal-ru';
import type { LegalDocument } from './resources/legal/legal-types';

/** The parts a reader navigates by: the same sections, in the same order, the same lists, in both languages. */
const outline = (document: LegalDocument) => ({
  intro: document.intro.length,
  sections: document.sections.map((section) => ({
    id: section.id,
    paragraphs: section.paragraphs.length,
    list: section.list?.length ?? 0,
    after: section.after?.length ?? 0,
  })),
});

describe.each(['terms', 'privacy'] as const)('the %s page', (page) => {
  it('has the same outline in English and Russian, each section anchored once', () => {
    expect(outline(legalRu[page])).toEqual(outline(legalEn[page]));
    const ids = legalEn[page].sections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('says what it must: who to ask, and since when it applies', () => {
    for (const texts of [legalEn, legalRu]) {
      const all = JSON.stringify(texts[page]);
      expect(all).toMatch(/@fixflow\.app/);
      expect(texts[page].effective).toMatch(/2026/);
      expect(texts[page].sections.length).toBeGreaterThanOrEqual(8);
    }
  });
});

it('the privacy policy names the processors and how long data is kept, in both languages', () => {
  for (const texts of [legalEn, legalRu]) {
    const all = JSON.stringify(texts.privacy);
    for (const name of ['Twilio', 'Stripe']) expect(all).toContain(name);
    const retention = texts.privacy.sections.find((section) => section.id === 'retention');
    expect(retention?.list?.length).toBeGreaterThanOrEqual(5);
  }
});
