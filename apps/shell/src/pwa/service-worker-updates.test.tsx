import { act, fireEvent, screen } from '@testing-library/react';
import { SKIP_WAITING } from '../../service-worker/messages';
import { renderHost } from '../testing/render-host';
import { createServiceWorkerUpdates } from './service-worker-registration';
import { UpdatePrompt } from './UpdatePrompt';

/** A worker as the page sees it: a state, and the messages posted to it. */
function fakeWorker(state: ServiceWorkerState) {
  const worker = Object.assign(new EventTarget(), { state, posted: [] as unknown[] });
  return Object.assign(worker, { postMessage: (message: unknown) => worker.posted.push(message) });
}

function fakeContainer(controlled: boolean) {
  return Object.assign(new EventTarget(), { controller: controlled ? fakeWorker('activated') : null });
}

function fakeRegistration(waiting: ReturnType<typeof fakeWorker> | null = null) {
  return Object.assign(new EventTarget(), { waiting, installing: null as ReturnType<typeof fakeWorker> | null });
}

function setUp({ controlled = true, waiting = null as ReturnType<typeof fakeWorker> | null } = {}) {
  const container = fakeContainer(controlled);
  const registration = fakeRegistration(waiting);
  const reload = jest.fn();
  const updates = createServiceWorkerUpdates(container as unknown as ServiceWorkerContainer, reload);
  updates.watch(registration as unknown as ServiceWorkerRegistration);
  return { container, registration, reload, updates };
}

/** The browser found a new /sw.js and installed it beside the running one. */
function installUpdate(registration: ReturnType<typeof fakeRegistration>) {
  const worker = fakeWorker('installing');
  registration.installing = worker;
  act(() => {
    registration.dispatchEvent(new Event('updatefound'));
    worker.state = 'installed';
    worker.dispatchEvent(new Event('statechange'));
  });
  return worker;
}

describe('a new version of the app (SPEC §2)', () => {
  it('asks before refreshing; Refresh hands over to the new worker and reloads once it took control', () => {
    const { registration, container, reload, updates } = setUp();
    renderHost(<UpdatePrompt updates={updates} />);
    expect(screen.queryByTestId('update-prompt')).toBeNull();

    const worker = installUpdate(registration);
    expect(screen.getByTestId('update-prompt').textContent).toContain('A new version of Fixflow is available. Refresh the page to use it?');
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(worker.posted).toEqual([{ type: SKIP_WAITING }]);
    expect(reload).not.toHaveBeenCalled();

    container.dispatchEvent(new Event('controllerchange'));
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a worker already waiting when the page starts is offered too, in Russian', () => {
    const { updates } = setUp({ waiting: fakeWorker('installed') });
    renderHost(<UpdatePrompt updates={updates} />, { language: 'ru' });
    expect(screen.getByTestId('update-prompt').textContent).toContain('Доступна новая версия Fixflow. Обновить страницу?');
    expect(screen.getByRole('button', { name: 'Обновить' })).toBeTruthy();
  });

  it('Later keeps the page as it is', () => {
    const { registration, container, reload, updates } = setUp();
    renderHost(<UpdatePrompt updates={updates} />);
    const worker = installUpdate(registration);
    fireEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.queryByTestId('update-prompt')).toBeNull();
    expect(worker.posted).toEqual([]);
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).not.toHaveBeenCalled();
  });

  it('the very first worker is no update: nothing is asked, and its taking control reloads nothing', () => {
    const { registration, container, reload, updates } = setUp({ controlled: false });
    renderHost(<UpdatePrompt updates={updates} />);
    installUpdate(registration);
    expect(screen.queryByTestId('update-prompt')).toBeNull();
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).not.toHaveBeenCalled();
  });
});
