import type { VerifyType } from '@fixflow/contracts';
import type { Language } from '../i18n/language.js';
import type { Mail } from './mail.service.js';

const TEXTS: Record<Language, Record<VerifyType, { subject: string; body: string }>> = {
  en: {
    signup: {
      subject: 'Confirm your Fixflow account',
      body: 'Welcome to Fixflow! Confirm your email address by opening this link:',
    },
    recovery: {
      subject: 'Reset your Fixflow password',
      body: 'Someone asked to reset the password of your Fixflow account. If it was you, open this link to choose a new one:',
    },
  },
  ru: {
    signup: {
      subject: 'Подтвердите учётную запись Fixflow',
      body: 'Добро пожаловать в Fixflow! Подтвердите адрес электронной почты, открыв ссылку:',
    },
    recovery: {
      subject: 'Сброс пароля Fixflow',
      body: 'Поступил запрос на сброс пароля вашей учётной записи Fixflow. Если это были вы, откройте ссылку и задайте новый пароль:',
    },
  },
};

const IGNORE: Record<Language, string> = {
  en: 'If you did not ask for this, ignore this message.',
  ru: 'Если вы этого не запрашивали, просто проигнорируйте письмо.',
};

/** The confirmation or recovery mail carrying a link to GET /api/auth/verify. */
export function authLinkMail(kind: VerifyType, to: string, link: string, language: Language): Mail {
  const text = TEXTS[language][kind];
  return {
    to,
    kind,
    subject: text.subject,
    text: `${text.body}\n\n${link}\n\n${IGNORE[language]}\n`,
    html: `<p>${text.body}</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p><p>${IGNORE[language]}</p>`,
  };
}

function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
