import { render, screen } from '@testing-library/react';
import { lazyPage } from './lazy-page';

describe('lazyPage', () => {
  it('preload starts the page’s download once, and drawing the page reuses it', async () => {
    const load = jest.fn(async () => () => <h1>Loaded page</h1>);
    const Page = lazyPage(load);
    void Page.preload?.();
    void Page.preload?.();
    render(<Page />);
    expect(await screen.findByRole('heading', { name: 'Loaded page' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
