import { createToaster } from './toaster';

describe('createToaster', () => {
  it('holds toasts until antd attaches, then shows them in order', () => {
    const { toaster, attach } = createToaster();
    toaster.success('Email confirmed', 'You can now sign in.');
    toaster.error('Error');

    const shown: unknown[] = [];
    attach((...args) => shown.push(args));
    toaster.info('Later');

    expect(shown).toEqual([
      ['success', 'Email confirmed', 'You can now sign in.'],
      ['error', 'Error', undefined],
      ['info', 'Later', undefined],
    ]);
  });

  it('queues again after the sink detaches', () => {
    const { toaster, attach } = createToaster();
    const first: unknown[] = [];
    const detach = attach((...args) => first.push(args));
    detach();
    toaster.success('Saved');
    expect(first).toEqual([]);
    const second: unknown[] = [];
    attach((...args) => second.push(args));
    expect(second).toEqual([['success', 'Saved', undefined]]);
  });
});

describe('several sinks', () => {
  it('the newest draws, and the one before takes over when it goes', () => {
    const { toaster, attach } = createToaster();
    const page: unknown[] = [];
    const standby: unknown[] = [];
    attach((_kind, title) => standby.push(title));
    const detachPage = attach((_kind, title) => page.push(title));
    toaster.success('On the page');
    detachPage();
    toaster.success('After the page left');
    expect(page).toEqual(['On the page']);
    // The page's toast was still on screen when the page left: the standby shows it on.
    expect(standby).toEqual(['On the page', 'After the page left']);
  });

  it('a toast still on screen moves to the sink that takes over when its own sink goes', () => {
    const { toaster, attach } = createToaster();
    const publicFrame: unknown[] = [];
    const workspace: unknown[] = [];
    const detachPublic = attach((_kind, title) => publicFrame.push(title));
    toaster.success('Password updated');
    attach((_kind, title) => workspace.push(title));
    detachPublic();
    expect(publicFrame).toEqual(['Password updated']);
    expect(workspace).toEqual(['Password updated']);
  });

  it('a toast still on screen waits for the next sink when its own goes first', () => {
    const { toaster, attach } = createToaster();
    const workspace: unknown[] = [];
    const detachPublic = attach(() => undefined);
    toaster.success('Password updated');
    detachPublic();
    attach((_kind, title) => workspace.push(title));
    expect(workspace).toEqual(['Password updated']);
  });

  it('a toast whose time is over is not shown again', () => {
    jest.useFakeTimers();
    try {
      const { toaster, attach } = createToaster();
      const workspace: unknown[] = [];
      const detachPublic = attach(() => undefined);
      toaster.success('Saved');
      attach((_kind, title) => workspace.push(title));
      jest.advanceTimersByTime(5_001);
      detachPublic();
      expect(workspace).toEqual([]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('asks for a standby sink once a toast had to wait for antd', () => {
    const { toaster, attach, needsStandby, subscribeStandby } = createToaster();
    const changes: boolean[] = [];
    subscribeStandby(() => changes.push(needsStandby()));
    expect(needsStandby()).toBe(false);
    toaster.success('Email confirmed');
    toaster.info('Second');
    attach(() => undefined);
    expect(changes).toEqual([true]);
    expect(needsStandby()).toBe(true);
  });
});
