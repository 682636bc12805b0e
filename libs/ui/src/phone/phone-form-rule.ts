import { loadMessageCatalogue, type MessageLanguage } from '@fixflow/contracts';
import { loadPhoneRule, phoneProblem } from './phone-rule';

/**
 * The same check as an antd Form rule, which waits for the rule to load. A module of its own so
 * that /login, which shares phone-rule.ts with the antd forms, does not carry it.
 */
export function phoneFormRule(language: MessageLanguage) {
  return {
    validator: async (_rule: unknown, value: unknown) => {
      // A remote bundles its own copy of the message catalogue, which the host's loading of
      // Russian does not fill: the message's language loads with the rule.
      await Promise.all([loadPhoneRule(), loadMessageCatalogue(language)]);
      const problem = phoneProblem(typeof value === 'string' ? value : '', language);
      if (problem) throw new Error(problem);
    },
  };
}
