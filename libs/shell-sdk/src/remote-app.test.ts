import { checkRemoteRequirements, describeIncompatibility, isCompatibleSdk, isRemoteRequirements } from './compatibility';
import { defineRemoteApp, isRemoteApp } from './remote-app';

const app = defineRemoteApp({
  name: 'vendor',
  version: '1.2.3',
  i18n: { namespace: 'vendor', resources: { en: {}, ru: {} } },
  pages: { '/dashboard': () => null },
});

describe('isRemoteApp', () => {
  it('accepts what defineRemoteApp produces', () => {
    expect(isRemoteApp(app)).toBe(true);
  });

  it.each([[null], ['vendor'], [{ ...app, pages: null }], [{ ...app, version: 1 }], [{ ...app, i18n: undefined }]])('rejects %p', (value) => {
    expect(isRemoteApp(value)).toBe(false);
  });
});

describe('isCompatibleSdk', () => {
  it.each([
    ['1.0.0', '1.4.2', true],
    ['1.4.9', '1.4.0', true],
    ['1.5.0', '1.4.2', false],
    ['2.0.0', '1.9.0', false],
    ['1.0.0', '2.0.0', false],
  ])('remote built against %s on host %s → %s', (remote, host, expected) => {
    expect(isCompatibleSdk(remote, host)).toBe(expected);
  });
});

describe('checkRemoteRequirements', () => {
  const host = { sdkVersion: '2.1.0', shared: { antd: ['Button', 'Card'], 'react-router-dom': ['Link'] } };

  it('lets a remote in when the host shares all it needs', () => {
    expect(checkRemoteRequirements({ sdkVersion: '2.0.0', shared: { antd: ['Card'], 'react-router-dom': [] } }, host)).toBeNull();
  });

  it('names each export the host lacks', () => {
    const refusal = checkRemoteRequirements({ sdkVersion: '2.1.0', shared: { antd: ['Card', 'DatePicker'], 'react-i18next': ['Trans'] } }, host);
    expect(refusal).toEqual({
      kind: 'shared',
      missing: [
        { package: 'antd', name: 'DatePicker' },
        { package: 'react-i18next', name: 'Trans' },
      ],
    });
    expect(describeIncompatibility(refusal!)).toBe('it needs what the host does not share: DatePicker (antd), Trans (react-i18next)');
  });

  it('refuses a remote built against a newer SDK before looking at the rest', () => {
    expect(checkRemoteRequirements({ sdkVersion: '2.2.0', shared: {} }, host)).toEqual({ kind: 'sdk', remoteSdk: '2.2.0', hostSdk: '2.1.0' });
  });

  it.each([[null], [{ shared: {} }], [{ sdkVersion: '2.0.0', shared: { antd: 'Card' } }]])('does not trust %p as requirements', (value) => {
    expect(isRemoteRequirements(value)).toBe(false);
  });
});
