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
