import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { useOutboxSend } from '@fixflow/shell-sdk/data';
import { authAnswer, technicianProfile } from '@fixflow/shell-sdk/testing';
import { OUTBOX_REPLAY } from '../../service-worker/messages';
import { renderHost } from '../testing/render-host';
import OutboxStarter from './OutboxStarter';

jest.mock('socket.io-client', () => jest.requireActual('../testing/fake-socket'));

/** A page's Start button, sent through the workspace's outbox as the technician remote sends it. */
function StartButton() {
  const send = useOutboxSend();
  const [answer, setAnswer] = useState('');
  const start = async () => {
    const result = await send<{ status: string }>({
      method: 'POST',
      path: '/orders/o1/transitions',
      body: { to: 'in_progress' },
      label: { kind: 'start', ref: 'INV-1042' },
      subject: 'order:o1',
      order_id: 'o1',
    });
    setAnswer(result.queued ? 'queued' : result.answer.status);
  };
  return (
    <>
      <button type="button" onClick={() => void start()}>
        Start
      </button>
      <output data-testid="answer">{answer}</output>
    </>
  );
}

const workspace = () => (
  <>
    <OutboxStarter />
    <StartButton />
  </>
);

const technicianRoutes = {
  'GET /api/me': () => ({ status: 200, body: technicianProfile }),
  'POST /api/orders/o1/transitions': () => ({ status: 200, body: { status: 'in_progress' } }),
};

describe("a technician's outbox, started when there is something to send (OutboxStarter)", () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('with nothing kept on the phone, a tap online is sent at once, once, with its key', async () => {
    const { calls } = renderHost(workspace(), { stored: authAnswer(Date.now()), routes: technicianRoutes });
    fireEvent.click(await screen.findByRole('button', { name: 'Start' }));
    await waitFor(() => expect(screen.getByTestId('answer').textContent).toBe('in_progress'));
    const sent = calls.filter((call) => call.key === 'POST /api/orders/o1/transitions');
    expect(sent).toHaveLength(1);
    expect(sent[0].headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("answers the service worker's Background Sync with how many actions still wait", async () => {
    const worker = new EventTarget();
    Object.defineProperty(navigator, 'serviceWorker', { value: worker, configurable: true });
    renderHost(workspace(), { stored: authAnswer(Date.now()), routes: technicianRoutes });
    await screen.findByRole('button', { name: 'Start' });
    const answers: unknown[] = [];
    const question = Object.assign(new Event('message'), { data: { type: OUTBOX_REPLAY }, ports: [{ postMessage: (answer: unknown) => answers.push(answer) }] });
    act(() => void worker.dispatchEvent(question));
    await waitFor(() => expect(answers).toEqual([{ remaining: 0 }]));
  });
});
