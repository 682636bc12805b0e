import type * as Contracts from '@fixflow/contracts';
import type * as MessageCatalogue from './message-catalogue';

function fresh(): { contracts: typeof Contracts; catalogue: typeof MessageCatalogue } {
  let contracts: typeof Contracts | undefined;
  let catalogue: typeof MessageCatalogue | undefined;
  jest.isolateModules(() => {
    contracts = jest.requireActual<typeof Contracts>('@fixflow/contracts');
    catalogue = jest.requireActual<typeof MessageCatalogue>('./message-catalogue');
  });
  return { contracts: contracts!, catalogue: catalogue! };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the shell reads the API error catalogue after the first load', () => {
  it.each(['pointerdown', 'keydown', 'touchstart'])('at the first %s on the page, not before', async (type) => {
    const { contracts, catalogue } = fresh();
    const page = new EventTarget();
    catalogue.loadMessagesOnFirstUse(page as unknown as Window);
    await settle();
    expect(contracts.hasMessageCatalogue('en')).toBe(false);
    page.dispatchEvent(new Event(type));
    await settle();
    expect(contracts.hasMessageCatalogue('en')).toBe(true);
  });

  it('with the chunk of a page whose checks name its messages', async () => {
    const { contracts, catalogue } = fresh();
    const page = await catalogue.withMessages(Promise.resolve({ default: 'page' }));
    expect(page).toEqual({ default: 'page' });
    expect(contracts.errorMessage('EMAIL_OR_PHONE_REQUIRED')).toBe('You must provide either an email or phone number and a password');
  });
});
