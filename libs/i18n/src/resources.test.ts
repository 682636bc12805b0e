import { adminMessages } from './resources/admin';
import { adminWords } from './resources/admin-words';
import { shellEn } from './resources/shell';
import { infoEn } from './resources/shell-info';
import { moneyPagesEn, moneyPagesRu } from './resources/money-pages';
import { chatEn, chatRu } from './resources/chat';
import { bellEn, bellRu } from './resources/notification-bell';
import { notificationsEn, notificationsRu } from './resources/notifications';
import { outboxEn, outboxRu } from './resources/outbox';
import { connectionEn, connectionRu } from './resources/connection';
import { dispatchEn, dispatchRu } from './resources/dispatch-board';
import { shellRu } from './resources/shell-ru';
import { technicianDispatchEn, technicianDispatchRu } from './resources/technician-dispatch';
import { technicianMessages } from './resources/technician';
import { technicianWords } from './resources/technician-words';
import { vendorMessages } from './resources/vendor';
import { vendorWords } from './resources/vendor-words';
import { vendorOrderListEn, vendorOrderListRu } from './resources/vendor-order-list';
import { vendorDispatchEn, vendorDispatchRu } from './resources/vendor-dispatch';
import { flattenKeys, missingKeys, missingPluralForms, pluralBase } from './keys';
import { LANGUAGES, type NamespaceResources, type NamespaceWords } from './types';

const namespaces: [string, NamespaceResources][] = [
  // The text pages' English joins the shell namespace with their own chunk (shell-info); Russian has it all.
  ['shell', { en: { ...shellEn, ...infoEn }, ru: shellRu }],
  ['vendor', vendorMessages],
  // Offers, working hours and customer texts (issue 17): added to the vendor namespace by those pages' chunks.
  ['vendor dispatch', { en: vendorDispatchEn, ru: vendorDispatchRu }],
  // The Orders list's filters, export and bulk actions (issue 18): added to the vendor namespace by the list's chunk.
  ['vendor order list', { en: vendorOrderListEn, ru: vendorOrderListRu }],
  ['technician', technicianMessages],
  // Offers and the decline dialog (issue 17): added to the technician namespace by those chunks.
  ['technician dispatch', { en: technicianDispatchEn, ru: technicianDispatchRu }],
  ['admin', adminMessages],
  // Settlements, payments and the invoice: added to a remote's namespace by those pages' chunk.
  ['money pages', { en: moneyPagesEn, ru: moneyPagesRu }],
  // The chat (/chat and the widget): a namespace of its own, added by the chat's chunks.
  ['chat', { en: chatEn, ru: chatRu }],
  // The notification center (issue 18): the bell's words, and the panel's added when it first opens.
  ['notification bell', { en: bellEn, ru: bellRu }],
  ['notifications', { en: notificationsEn, ru: notificationsRu }],
  // The technician's outbox (issue 19): added by the outbox's chunk.
  ['outbox', { en: outboxEn, ru: outboxRu }],
  // The offline bar (issue 19): added by its chunk when the network first goes.
  ['connection', { en: connectionEn, ru: connectionRu }],
  // The dispatch board (/service-scheduler): a namespace of its own, added by the board's chunk.
  ['dispatch', { en: dispatchEn, ru: dispatchRu }],
];

describe.each(namespaces)('the %s namespace', (_name, resources) => {
  it('has every key in both English and Russian', () => {
    expect(missingKeys(resources)).toEqual({ en: [], ru: [] });
  });

  it('has no empty translation', () => {
    for (const language of ['en', 'ru'] as const) {
      const empty = flattenKeys(resources[language]).filter((key) => {
        const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], resources[language]);
        return typeof value !== 'string' || value.trim() === '';
      });
      expect(empty).toEqual([]);
    }
  });

  it('keeps the same interpolation variables in both languages (every plural form of a key has its variables)', () => {
    const variables = (language: 'en' | 'ru') =>
      [
        ...new Set(
          flattenKeys(resources[language]).map((key) => {
            const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], resources[language]);
            return `${pluralBase(key)}:${(String(value).match(/{{\s*\w+\s*}}/g) ?? []).sort().join(',')}`;
          }),
        ),
      ];
    expect(variables('ru').sort()).toEqual(variables('en').sort());
  });

  it('writes every count in each form its language needs (never "1 vendors")', () => {
    expect({ en: missingPluralForms(resources.en, 'en'), ru: missingPluralForms(resources.ru, 'ru') }).toEqual({ en: [], ru: [] });
  });
});

describe('missingKeys', () => {
  it('names the key a language lacks', () => {
    expect(missingKeys({ en: { a: 'A', b: { c: 'C' } }, ru: { a: 'А' } })).toEqual({ en: [], ru: ['b.c'] });
  });

  it('reads a counted key as one key, whatever forms each language writes', () => {
    const en = { total_one: '{{count}} vendor', total_other: '{{count}} vendors' };
    const ru = { total_one: '{{count}} поставщик', total_few: '{{count}} поставщика', total_many: '{{count}} поставщиков', total_other: '{{count}} поставщика' };
    expect(missingKeys({ en, ru })).toEqual({ en: [], ru: [] });
  });
});

describe('missingPluralForms', () => {
  it('names the forms a language needs and a counted key lacks', () => {
    expect(missingPluralForms({ list: { total_other: '{{count}} vendors' } }, 'en')).toEqual(['list.total_one']);
    expect(missingPluralForms({ total_one: '{{count}} поставщик', total_other: '{{count}} поставщика' }, 'ru')).toEqual(['total_few', 'total_many']);
  });
});

// What a remote hands the host (RemoteApp.i18n): each language read on its own, the whole table.
describe.each<[string, NamespaceWords, NamespaceResources]>([
  ['vendor', vendorWords, vendorMessages],
  ['technician', technicianWords, technicianMessages],
  ['admin', adminWords, adminMessages],
])("the %s remote's words", (_name, words, messages) => {
  it.each(LANGUAGES)('read in %s give the whole table, from a chunk of its own', async (language) => {
    const source = words[language];
    if (typeof source !== 'function') throw new Error(`${language} is bundled with the remote's entry, not read when used`);
    expect(await source()).toEqual(messages[language]);
  });
});
