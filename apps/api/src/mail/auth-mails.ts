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

/** The same warning when the sign-up used the account's phone number. */
const SIGNUP_ATTEMPT_PHONE: Record<Language, { subject: string; body: string }> = {
  en: {
    subject: 'Someone tried to sign up with your phone number',
    body: 'Someone tried to create a Fixflow account with the phone number of your account, which already has one. Nothing was changed.',
  },
  ru: {
    subject: 'Кто-то пытался зарегистрироваться с вашим номером телефона',
    body: 'Кто-то пытался создать учётную запись Fixflow с номером телефона вашей учётной записи, но она у вас уже есть. Ничего не изменилось.',
  },
};

const SIGNUP_ATTEMPT: Record<Language, { subject: string; body: string; signIn: string; ignore: string }> = {
  en: {
    subject: 'Someone tried to sign up with your email',
    body: 'Someone tried to create a Fixflow account with this email address, which already has one. Nothing was changed.',
    signIn: 'If it was you, sign in here, or choose "Forgot your password?" there to set a new one:',
    ignore: 'If it was not you, ignore this message: your account is safe.',
  },
  ru: {
    subject: 'Кто-то пытался зарегистрироваться с вашим адресом',
    body: 'Кто-то пытался создать учётную запись Fixflow с этим адресом электронной почты, но она у вас уже есть. Ничего не изменилось.',
    signIn: 'Если это были вы, войдите по ссылке или выберите там «Забыли пароль?», чтобы задать новый:',
    ignore: 'Если это были не вы, просто проигнорируйте письмо: ваша учётная запись в безопасности.',
  },
};

/**
 * Sign-up with an email or a phone number that already has an account (issue 20): the answer is the
 * same as for a new one, so only the account's owner learns it is registered, at its own address
 * (`via`: what the sign-up used of the account). No token in it, only /login.
 */
export function signupAttemptMail(to: string, loginUrl: string, language: Language, via: 'email' | 'phone' = 'email'): Mail {
  const text = { ...SIGNUP_ATTEMPT[language], ...(via === 'phone' ? SIGNUP_ATTEMPT_PHONE[language] : {}) };
  return {
    to,
    kind: 'signup_attempt',
    subject: text.subject,
    text: `${text.body}\n\n${text.signIn}\n${loginUrl}\n\n${text.ignore}\n`,
    html: `<p>${text.body}</p><p>${text.signIn}<br><a href="${escapeHtml(loginUrl)}">${escapeHtml(loginUrl)}</a></p><p>${text.ignore}</p>`,
  };
}
