import { retryOnce } from './retry-import';

describe('retryOnce', () => {
  it('answers with the second try when the first fails', async () => {
    let tries = 0;
    const load = retryOnce(async () => {
      tries += 1;
      if (tries === 1) throw new Error('Loading chunk 2270 failed.');
      return 'the chat button';
    }, 5);
    await expect(load()).resolves.toBe('the chat button');
    expect(tries).toBe(2);
  });

  it('tries once only when the first answers', async () => {
    let tries = 0;
    const load = retryOnce(async () => {
      tries += 1;
      return 'the sidebar';
    }, 5);
    await expect(load()).resolves.toBe('the sidebar');
    expect(tries).toBe(1);
  });

  it('fails with the second error when both fail', async () => {
    let tries = 0;
    const load = retryOnce(async () => {
      tries += 1;
      throw new Error(`try ${tries}`);
    }, 5);
    await expect(load()).rejects.toThrow('try 2');
    expect(tries).toBe(2);
  });
});
