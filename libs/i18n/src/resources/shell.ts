import type { NamespaceResources, SameKeys } from '../types';
import { accessEn, accessRu } from './shell-access';
import { authEn, authRu } from './shell-auth';
import { layoutEn, layoutRu } from './shell-layout';
import { pwaEn, pwaRu } from './shell-pwa';

const en = {
  brand: 'Fixflow',
  header: {
    home: 'Home',
    signIn: 'Sign in',
    dashboard: 'Dashboard',
    language: 'Language',
    theme: 'Theme',
    themeLight: 'Light',
    themeDark: 'Dark',
    themeSystem: 'System',
    mainNavigation: 'Main navigation',
    signOut: 'Sign out',
    account: 'Account',
  },
  landing: {
    title: 'Field service, ordered and done',
    subtitle: 'Vendors create repair orders, technicians take them and keep their schedule, admins keep the platform running.',
    vendorCta: 'Register as a vendor',
    technicianCta: 'Join as a technician',
    signIn: 'Sign in',
    vendorTitle: 'For vendors',
    vendorText: 'Create orders for your customers, assign technicians and follow every job to payment.',
    technicianTitle: 'For technicians',
    technicianText: 'See your orders on your phone, block time for personal bookings and keep your availability up to date.',
    adminTitle: 'For administrators',
    adminText: 'Approve vendors, watch all orders and tune the system.',
  },
  auth: authEn,
  pwa: pwaEn,
  legal: {
    termsTitle: 'Terms of Service',
    termsText: 'Fixflow connects vendors, their customers and technicians. Vendors are responsible for the orders they create and the prices they quote; technicians for the work they accept. Accounts may be suspended for misuse.',
    privacyTitle: 'Privacy Policy',
    privacyText: 'We keep the data needed to run orders — names, contact details, addresses and the order history — and share it only with the vendor and technician working the order. You can ask us to export or delete your data at any time.',
  },
  payment: {
    successTitle: 'Payment received',
    successText: 'Thank you. Your payment went through and the vendor has been notified.',
    cancelTitle: 'Payment cancelled',
    cancelText: 'No money was taken. You can go back and try again whenever you are ready.',
    backHome: 'Back to home',
  },
  notFound: {
    title: 'Page not found',
    text: 'The page you asked for does not exist or has moved.',
    backHome: 'Back to home',
  },
  signInPrompt: {
    title: 'Sign in to continue',
    text: 'This page is part of your workspace. Sign in to open it.',
    action: 'Sign in',
  },
  remote: {
    loading: 'Loading…',
    failedTitle: 'This section could not be loaded',
    failedText: 'The {{remote}} workspace is not reachable right now. The rest of Fixflow keeps working; try again in a moment.',
    retry: 'Retry',
    pageMissingTitle: 'Not available yet',
    pageMissingText: 'This page is not part of the current release of the {{remote}} workspace.',
  },
  ...accessEn,
  ...layoutEn,
} as const;

const ru: SameKeys<typeof en> = {
  brand: 'Fixflow',
  header: {
    home: 'Главная',
    signIn: 'Войти',
    dashboard: 'Панель',
    language: 'Язык',
    theme: 'Тема',
    themeLight: 'Светлая',
    themeDark: 'Тёмная',
    themeSystem: 'Системная',
    mainNavigation: 'Основная навигация',
    signOut: 'Выйти',
    account: 'Учётная запись',
  },
  landing: {
    title: 'Выездной сервис: заказали — сделали',
    subtitle: 'Поставщики создают заказы на ремонт, мастера берут их в работу и ведут своё расписание, администраторы следят за платформой.',
    vendorCta: 'Стать поставщиком',
    technicianCta: 'Стать мастером',
    signIn: 'Войти',
    vendorTitle: 'Поставщикам',
    vendorText: 'Создавайте заказы для клиентов, назначайте мастеров и ведите каждую работу до оплаты.',
    technicianTitle: 'Мастерам',
    technicianText: 'Заказы в телефоне, личные брони времени и актуальная доступность.',
    adminTitle: 'Администраторам',
    adminText: 'Подтверждайте поставщиков, следите за всеми заказами и настраивайте систему.',
  },
  auth: authRu,
  pwa: pwaRu,
  legal: {
    termsTitle: 'Условия использования',
    termsText: 'Fixflow объединяет поставщиков, их клиентов и мастеров. Поставщик отвечает за созданные заказы и названные цены, мастер — за принятую работу. За злоупотребления аккаунт может быть заблокирован.',
    privacyTitle: 'Политика конфиденциальности',
    privacyText: 'Мы храним только данные, нужные для заказов, — имена, контакты, адреса и историю заказов — и передаём их лишь поставщику и мастеру, работающим над заказом. Вы можете в любой момент запросить выгрузку или удаление своих данных.',
  },
  payment: {
    successTitle: 'Оплата получена',
    successText: 'Спасибо! Платёж прошёл, поставщик уведомлён.',
    cancelTitle: 'Оплата отменена',
    cancelText: 'Деньги не списаны. Вернитесь и попробуйте снова, когда будете готовы.',
    backHome: 'На главную',
  },
  notFound: {
    title: 'Страница не найдена',
    text: 'Такой страницы нет или она переехала.',
    backHome: 'На главную',
  },
  signInPrompt: {
    title: 'Войдите, чтобы продолжить',
    text: 'Эта страница — часть вашего рабочего пространства. Войдите, чтобы открыть её.',
    action: 'Войти',
  },
  remote: {
    loading: 'Загрузка…',
    failedTitle: 'Не удалось загрузить раздел',
    failedText: 'Рабочее пространство «{{remote}}» сейчас недоступно. Остальной Fixflow работает; попробуйте ещё раз чуть позже.',
    retry: 'Повторить',
    pageMissingTitle: 'Пока недоступно',
    pageMissingText: 'Этой страницы нет в текущем выпуске пространства «{{remote}}».',
  },
  ...accessRu,
  ...layoutRu,
};

export const shellMessages: NamespaceResources = { en, ru };
