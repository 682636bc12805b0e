import type { Language } from '../i18n/language.js';
import type { Mail } from '../mail/mail.service.js';

const INVITE = {
  en: {
    subject: 'You are invited to administer Fixflow',
    body: (name: string) => `Hello ${name}, you have been made an administrator of Fixflow. Open this link to choose your password and sign in:`,
  },
  ru: {
    subject: 'Приглашение администратором Fixflow',
    body: (name: string) => `Здравствуйте, ${name}! Вас назначили администратором Fixflow. Откройте ссылку, чтобы задать пароль и войти:`,
  },
} as const;

const CONTACT = {
  en: {
    subject: { email: 'Confirm your new Fixflow email', phone: 'Confirm your new Fixflow phone number' },
    body: (value: string) => `An administrator changed the contact of your Fixflow account to ${value}. The change applies only once you open this link; until then the old one stays:`,
    ignore: 'If you did not ask for this, ignore this message and nothing changes.',
  },
  ru: {
    subject: { email: 'Подтвердите новую почту Fixflow', phone: 'Подтвердите новый номер телефона Fixflow' },
    body: (value: string) => `Администратор сменил контакт вашей учётной записи Fixflow на ${value}. Изменение вступит в силу, только когда вы откроете ссылку; до тех пор остаётся прежний:`,
    ignore: 'Если вы этого не просили, проигнорируйте письмо — ничего не изменится.',
  },
} as const;

const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function linkMail(to: string, kind: string, subject: string, body: string, link: string, footer = ''): Mail {
  return {
    to,
    kind,
    subject,
    text: `${body}\n\n${link}\n${footer ? `\n${footer}\n` : ''}`,
    html: `<p>${escapeHtml(body)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>${footer ? `<p>${escapeHtml(footer)}</p>` : ''}`,
  };
}

/** The invitation of a new administrator: a GET /api/auth/verify recovery link, where the invitee sets a password. */
export function adminInviteMail(to: string, name: string, link: string, language: Language): Mail {
  const text = INVITE[language];
  return linkMail(to, 'admin_invite', text.subject, text.body(name), link);
}

/** The confirmation of an email or phone change, to the new email (or for a phone, the confirmed email). */
export function contactChangeMail(to: string, kind: 'email' | 'phone', value: string, link: string, language: Language): Mail {
  const text = CONTACT[language];
  return linkMail(to, `${kind}_change`, text.subject[kind], text.body(value), link, text.ignore);
}
