import type { WeakPasswordReason } from '../accounts.js';
import type { ErrorCode, FieldErrorCode } from '../errors.js';
import type { MessageCatalogue } from './localize.js';

/**
 * Russian for every error code: typed against ErrorCode, so a new code without a translation
 * fails the typecheck. `{{name}}` placeholders match the English ones.
 */
export const ERROR_MESSAGES_RU: Record<ErrorCode, string> = {
  NOT_LOGGED_IN_CREATE_ORDER: 'Чтобы создавать заказы, войдите в систему',
  VENDOR_NOT_FOUND: 'Поставщик не найден',
  NOT_AUTHENTICATED: 'Вход не выполнен',
  NO_ACTIVE_SESSION: 'Активный сеанс не найден',
  PROFILE_NOT_FOUND: 'Профиль пользователя не найден ни в одной таблице',
  PASSWORD_UPDATE_FAILED: 'Не удалось обновить пароль. Повторите попытку позже.',
  PROFILE_UPDATE_FAILED: 'Не удалось обновить профиль. Повторите попытку позже.',
  ORDER_NOT_FOUND: 'Заказ не найден по идентификатору: {{id}}',
  AUTH_SESSION_MISSING: 'Сеанс входа отсутствует!',
  EMAIL_OR_PHONE_REQUIRED: 'Укажите адрес электронной почты или номер телефона и пароль',
  VALIDATION_FAILED: 'Запрос заполнен неверно',
  BAD_REQUEST: 'Запрос не может быть обработан',
  NOT_FOUND: 'Не найдено',
  CONFLICT: 'Запрос противоречит текущему состоянию',
  TOO_MANY_REQUESTS: 'Слишком много запросов. Повторите попытку позже.',
  FORBIDDEN: 'У вас нет прав для просмотра этой страницы.',
  INTERNAL: 'Что-то пошло не так. Повторите попытку позже.',
  INVALID_CREDENTIALS: 'Неверные данные для входа',
  EMAIL_NOT_CONFIRMED: 'Адрес электронной почты не подтверждён',
  USER_ALREADY_REGISTERED: 'Пользователь уже зарегистрирован',
  WEAK_PASSWORD: 'Слишком слабый пароль',
  REFRESH_TOKEN_INVALID: 'Недействительный токен обновления',
  LINK_INVALID: 'Ссылка из письма недействительна или устарела',
  TOO_MANY_ATTEMPTS: 'Слишком много попыток. Подождите немного и повторите.',
  CURRENT_PASSWORD_REQUIRED: 'Чтобы задать новый пароль, введите текущий',
  CURRENT_PASSWORD_INVALID: 'Текущий пароль указан неверно',
  VENDOR_NOT_ACTIVE: 'Ваша учётная запись на модерации. Дождитесь активации администратором.',
  ACCOUNT_INACTIVE: 'Ваша учётная запись неактивна. Обратитесь к администратору.',
  SLOT_TAKEN: 'Техник уже занят в это время',
  TRANSITION_NOT_ALLOWED: 'Заказ нельзя перевести из {{from}} в {{to}}',
  REASON_REQUIRED: 'Чтобы перевести заказ в {{to}}, укажите причину',
  ORDER_NOT_EDITABLE: 'Закрытый или отменённый заказ нельзя изменить',
  TECHNICIAN_NOT_FOUND: 'Техник не найден',
  CUSTOMER_NOT_FOUND: 'Клиент не найден',
  ALREADY_ON_ROSTER: 'Этот техник уже в вашем списке',
  INVITATION_NOT_FOUND: 'Приглашение не найдено',
  INVITATION_DECLINED: 'Мастер отклонил ваше приглашение. Пригласить снова можно с {{date}}.',
  INVITATION_ANSWERED: 'На это приглашение уже ответили',
  ORDER_NOT_COMPLETED: 'По этому заказу ещё нет завершённой работы для расчёта',
  SETTLEMENT_NOT_FOUND: 'Расчётная ведомость не найдена',
  SETTLEMENT_NOT_OPEN: 'Ведомость закрыта и больше не меняется: внесите корректировку в следующую',
  SETTLEMENT_NOT_FINALIZED: 'Чтобы записать выплату, сначала закройте ведомость',
  PAYOUT_TOO_LARGE: 'Выплата больше остатка долга — {{outstanding}}',
  PAYMENTS_NOT_CONFIGURED: 'Онлайн-оплата не настроена: запишите платёж вручную (наличные, чек или терминал)',
  NOTHING_DUE: 'Клиент ничего не должен по этому заказу',
  WEBHOOK_SIGNATURE_INVALID: 'Подпись вебхука не совпадает',
  INVOICE_NOT_FOUND: 'Счёт не найден',
  APPLIANCE_NOT_FOUND: 'Техника не найдена',
  NOT_A_RECALL: 'Этот заказ не повторяет предыдущий',
  ORDER_NOT_CLOSED: 'Оценить можно только закрытый заказ',
  SERVICE_UNAVAILABLE: 'Сервис ненадолго недоступен. Повторите попытку через минуту.',
  PAYLOAD_TOO_LARGE: 'Запрос слишком большой',
  // Сообщения (issue 15).
  CUSTOMER_OPTED_OUT: 'Клиент отказался от сообщений (ответил STOP)',
  SMS_SIGNATURE_INVALID: 'Подпись Twilio не совпадает',
  SMS_NOT_FOUND: 'Сообщение не найдено',
  SMS_ALREADY_RESOLVED: 'Это сообщение уже разобрано',
  // Чат (issue 15).
  CONVERSATION_NOT_FOUND: 'Беседа не найдена',
};

export const FIELD_ERROR_MESSAGES_RU: Record<FieldErrorCode, string> = {
  REQUIRED: 'Обязательное поле',
  BLANK: 'Не может быть пустым',
  NOT_ALLOWED: 'Такого поля в этом запросе нет',
  NOT_TEXT: 'Должно быть текстом',
  NOT_NUMBER: 'Должно быть числом',
  NOT_INTEGER: 'Должно быть целым числом',
  NOT_BOOLEAN: 'Должно быть «да» или «нет»',
  NOT_LIST: 'Должно быть списком',
  NOT_OBJECT: 'Должно быть объектом',
  TOO_LONG: 'Не длиннее {{max}} символов',
  TOO_SHORT: 'Не короче {{min}} символов',
  TOO_SMALL: 'Не меньше {{min}}',
  TOO_LARGE: 'Не больше {{max}}',
  TOO_MANY: 'Не больше {{max}} элементов',
  INVALID_CHARACTERS: 'Содержит недопустимые символы',
  INVALID_EMAIL: 'Должен быть адрес электронной почты',
  INVALID_PHONE: 'Должен быть номер телефона, например +15551234567 или (555) 123-4567',
  INVALID_DATE: 'Должна быть дата в виде гггг-мм-дд, между 1900 и 2200 годом',
  DATE_IN_PAST: 'Не раньше сегодняшнего дня',
  DATE_IN_FUTURE: 'Не позже сегодняшнего дня',
  INVALID_TIME: 'Должно быть время в виде ЧЧ:ММ',
  INVALID_TIME_SLOT: 'Должно быть утро, день, вечер, весь день или окно ЧЧ:ММ-ЧЧ:ММ',
  INVALID_TIME_ZONE: 'Должен быть часовой пояс, например Europe/Berlin',
  INVALID_ID: 'Должен быть идентификатор, выданный этим API',
  UNKNOWN_APPLIANCE: 'Должна быть техника этого клиента',
  INVALID_AMOUNT: 'Должна быть сумма, например 120 или 120.50, не больше двух знаков после точки',
  INVALID_PERCENT: 'Должен быть процент от 0 до 100, знаков после точки не больше {{max}}',
  NOT_ONE_OF: 'Допустимые значения: {{allowed}}',
  INVALID: 'Недопустимое значение',
};

export const WEAK_PASSWORD_REASON_MESSAGES_RU: Record<WeakPasswordReason, string> = {
  length: 'Пароль должен содержать от 8 до 128 символов',
  characters: 'Пароль должен сочетать хотя бы два вида символов: строчные, прописные буквы, цифры, знаки',
  common: 'Пароль слишком легко угадать: избегайте распространённых паролей, слов и шаблонов',
};

/** What localize.ts's loader reads when Russian is first used. */
export const RU_MESSAGE_CATALOGUE: MessageCatalogue = {
  errors: ERROR_MESSAGES_RU,
  reasons: WEAK_PASSWORD_REASON_MESSAGES_RU,
  fields: FIELD_ERROR_MESSAGES_RU,
};
