import { act, renderHook } from '@testing-library/react';
import { useSubmitKey } from './submit-key';

describe('useSubmitKey (issue 20: one Idempotency-Key per submit)', () => {
  it('a request sent again keeps its key; a changed one, or one after a success, gets a new key', () => {
    const { result, rerender } = renderHook(() => useSubmitKey());
    const first = result.current.keyFor({ customer_name: 'Jane', time_slot: 'morning' });
    expect(first).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
    rerender();
    expect(result.current.keyFor({ customer_name: 'Jane', time_slot: 'morning' })).toBe(first);
    const changed = result.current.keyFor({ customer_name: 'Jane', time_slot: 'afternoon' });
    expect(changed).not.toBe(first);
    act(() => result.current.done());
    expect(result.current.keyFor({ customer_name: 'Jane', time_slot: 'afternoon' })).not.toBe(changed);
  });
});
