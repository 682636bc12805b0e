import { act, fireEvent, screen } from '@testing-library/react';
import { renderHost } from '../testing/render-host';
import { isIos } from '@fixflow/ui/device';
import { createInstallPrompts } from './install-prompt';
import { InstallBannerSlot } from './InstallBannerSlot';
import { InstallPrompt } from './InstallPrompt';

/** What Chromium fires when it may offer installation. */
function offerInstall(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const prompt = jest.fn(async () => undefined);
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), { prompt, userChoice: Promise.resolve({ outcome, platform: 'web' }) });
  act(() => {
    window.dispatchEvent(event);
  });
  return { prompt, event };
}

/** A window whose browser is iOS Safari: events go to the real window, the user agent is an iPhone's. */
function iosWindow(): Window {
  return Object.assign(Object.create(window) as Window, {
    navigator: { userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Mobile/15E148 Safari/604.1', maxTouchPoints: 5 },
    addEventListener: window.addEventListener.bind(window),
  });
}

describe('the install prompt (SPEC §2)', () => {
  it.each([
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)', 5, true],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Version/18.0 Safari/605.1.15', 5, true], // an iPad asking for the desktop site
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Version/18.0 Safari/605.1.15', 0, false],
    ['Mozilla/5.0 (Linux; Android 15; Pixel 9) Chrome/140.0 Mobile Safari/537.36', 5, false],
  ])('%s (%i touch points) is iOS: %s', (userAgent, maxTouchPoints, ios) => {
    expect(isIos({ userAgent, maxTouchPoints })).toBe(ios);
  });

  it('on Android: Install shows the browser’s prompt; once installed, says so and toasts Application Installed', async () => {
    const prompts = createInstallPrompts(window);
    const harness = renderHost(<InstallPrompt prompts={prompts} />);
    // No offer from the browser (yet): how to install by hand.
    expect(screen.getByText(/Use your browser’s menu to install the app/)).toBeTruthy();

    const { prompt, event } = offerInstall();
    expect(event.defaultPrevented).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Install' }));
    await act(() => Promise.resolve());
    expect(prompt).toHaveBeenCalledTimes(1);

    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(screen.getByText('Fixflow is installed. Open it from your home screen or app list to continue.')).toBeTruthy();
    expect(harness.toasts).toEqual([['success', 'Application Installed', 'Continuing with notification setup.']]);
  });

  it('on iOS: the Share → Add to Home Screen steps, and Install points at them with the Installation toast', () => {
    const harness = renderHost(<InstallPrompt prompts={createInstallPrompts(iosWindow())} />);
    expect(screen.getByTestId('ios-install-steps').textContent).toContain('Tap Share in the toolbar');
    expect(screen.getByTestId('ios-install-steps').textContent).toContain('Choose Add to Home Screen');
    fireEvent.click(screen.getByRole('button', { name: 'Install' }));
    expect(harness.toasts).toEqual([['success', 'Installation', 'Follow instructions below to add to home screen']]);
  });

  it('the banner shows when the browser offers installation, with Install and a close control', async () => {
    const prompts = createInstallPrompts(window);
    renderHost(<InstallBannerSlot prompts={prompts} />);
    expect(screen.queryByTestId('install-banner')).toBeNull();
    const { prompt } = offerInstall();
    expect((await screen.findByTestId('install-banner')).textContent).toContain('Install Fixflow for quick access and new-order alerts.');
    fireEvent.click(screen.getByRole('button', { name: 'Install' }));
    await act(() => Promise.resolve());
    expect(prompt).toHaveBeenCalledTimes(1);
    offerInstall();
    fireEvent.click(await screen.findByRole('button', { name: 'Close' }));
    expect(screen.queryByTestId('install-banner')).toBeNull();
  });

  it('the banner on iOS carries the instruction; in Russian too', async () => {
    renderHost(<InstallBannerSlot prompts={createInstallPrompts(iosWindow())} />, { language: 'ru' });
    expect((await screen.findByTestId('install-banner')).textContent).toContain('Нажмите «Поделиться» на панели → Выберите «На экран „Домой“»');
  });

  it('the banner hides in the installed app', async () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = (query: string) => ({ ...matchMedia(query), matches: query === '(display-mode: standalone)' });
    try {
      renderHost(<InstallBannerSlot prompts={createInstallPrompts(iosWindow())} />);
      // Given the banner's module every chance to load, it still draws nothing.
      await act(() => import('./InstallPrompt'));
      expect(screen.queryByTestId('install-banner')).toBeNull();
    } finally {
      window.matchMedia = matchMedia;
    }
  });
});
