import { render, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@fixflow/api-client';
import { lazyPage } from './lazy-page';

describe('lazyPage', () => {
  it('preload starts the page’s download once, and drawing the page reuses it', async () => {
    const load = jest.fn(async () => () => <h1>Loaded page</h1>);
    const api = {} as ApiClient;
    const prefetch = jest.fn(async () => undefined);
    const Page = lazyPage(load, prefetch);
    const context = { api, queryClient: async () => new QueryClient(), profile: async () => null };
    void Page.preload?.(context);
    void Page.preload?.(context);
    render(<Page />);
    expect(await screen.findByRole('heading', { name: 'Loaded page' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
    expect(prefetch).toHaveBeenCalledWith(context);
  });
});
