import { defineRemoteApp, isRemoteApp } from './remote-app';
import { SHELL_SDK_VERSION, isCompatibleSdk } from './version';

const app = defineRemoteApp({
  name: 'vendor',
  version: '1.2.3',
  sdkVersion: SHELL_SDK_VERSION,
  i18n: { namespace: 'vendor', resources: { en: {}, ru: {} } },
  pages: { '/dashboard': () => null },
  menu: [{ key: 'dashboard', labelKey: 'menu.dashboard', path: '/dashboard' }],
});

describe('isRemoteApp', () => {
  it('accepts what defineRemoteApp produces', () => {
    expect(isRemoteApp(app)).toBe(true);
  });

  it.each([[null], ['vendor'], [{ ...app, pages: null }], [{ ...app, menu: {} }], [{ ...app, i18n: undefined }]])(
    'rejects %p',
    (value) => {
      expect(isRemoteApp(value)).toBe(false);
    },
  );
});

describe('isCompatibleSdk', () => {
  it.each([
    ['1.0.0', '1.4.2', true],
    ['1.9.0', '1.0.0', true],
    ['2.0.0', '1.0.0', false],
  ])('remote %s on host %s → %s', (remote, host, expected) => {
    expect(isCompatibleSdk(remote, host)).toBe(expected);
  });
});
