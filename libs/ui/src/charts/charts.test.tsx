import { fireEvent, render, screen } from '@testing-library/react';
import { BarList, ColumnChart } from './index';

const weeks = [
  { key: 'w1', label: 'Nov 2', value: 2, valueLabel: '2' },
  { key: 'w2', label: 'Nov 9', value: 0, valueLabel: '0' },
  { key: 'w3', label: 'Nov 16', value: 4, valueLabel: '4' },
];

describe('ColumnChart', () => {
  it('draws a column a value, as tall as its share of the greatest, named for a screen reader', () => {
    render(<ColumnChart title="Completed per week" data={weeks} />);
    expect(screen.getByText('Completed per week')).toBeTruthy();
    const tallest = screen.getByLabelText('Nov 16: 4').firstElementChild as HTMLElement;
    const half = screen.getByLabelText('Nov 2: 2').firstElementChild as HTMLElement;
    expect(tallest.style.height).toBe('100%');
    expect(half.style.height).toBe('50%');
    expect((screen.getByLabelText('Nov 9: 0').firstElementChild as HTMLElement).style.height).toBe('0%');
  });

  it('says what is empty instead of drawing nothing but zeros', () => {
    render(<ColumnChart title="Revenue per week" data={weeks.map((week) => ({ ...week, value: 0 }))} empty={<span>No revenue yet</span>} />);
    expect(screen.getByText('No revenue yet')).toBeTruthy();
  });
});

describe('BarList', () => {
  it('draws a bar a person beside a reference, greys a small sample with its reason, and opens one by click or keyboard', () => {
    const onSelect = jest.fn();
    render(
      <BarList
        title="Recall rate per technician"
        data={[
          { key: 't1', label: 'Sam Rivera', value: 0.1, valueLabel: '10% · 2/20' },
          { key: 't2', label: 'Pat Lee', value: 0.5, valueLabel: '50% · 1/2', muted: true, note: 'Fewer than 5 orders' },
        ]}
        reference={{ value: 0.25, label: 'Company par 25%' }}
        onSelect={onSelect}
      />,
    );
    expect(screen.getByText('Company par 25%')).toBeTruthy();
    expect(screen.getByLabelText('Pat Lee 50% · 1/2').getAttribute('title')).toBe('Fewer than 5 orders');
    fireEvent.click(screen.getByLabelText('Sam Rivera 10% · 2/20'));
    fireEvent.keyDown(screen.getByLabelText('Pat Lee 50% · 1/2'), { key: 'Enter' });
    expect(onSelect.mock.calls).toEqual([['t1'], ['t2']]);
  });
});
