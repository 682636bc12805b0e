import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { vendorMessages } from '@fixflow/i18n/vendor';
import { createTestI18n } from '@fixflow/shell-sdk/testing';
import { RatingStars } from './RatingStars';

function withWords(ui: React.ReactElement, language: 'en' | 'ru' = 'en') {
  const i18n = createTestI18n(language);
  i18n.addResourceBundle(language, 'vendor', vendorMessages[language]);
  return render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);
}

function Editable({ onChange }: { onChange(value: number | null): void }) {
  const [value, setValue] = useState<number | null>(null);
  return (
    <RatingStars
      ns="vendor"
      label="Customer rating"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('RatingStars', () => {
  it('is five buttons in a named group; a press chooses, the chosen one pressed again clears', () => {
    const changes: (number | null)[] = [];
    withWords(<Editable onChange={(value) => changes.push(value)} />);
    const group = screen.getByRole('group', { name: 'Customer rating' });
    expect(group.querySelectorAll('button')).toHaveLength(5);
    expect(screen.getByTestId('rating-value').textContent).toBe('No rating');
    fireEvent.click(screen.getByRole('button', { name: '3 of 5' }));
    expect(screen.getByRole('button', { name: '3 of 5' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('rating-value').textContent).toBe('3 of 5');
    fireEvent.click(screen.getByRole('button', { name: '3 of 5' }));
    expect(changes).toEqual([3, null]);
    expect(screen.getByTestId('rating-value').textContent).toBe('No rating');
  });

  it('reads as one image without onChange, in Russian too', () => {
    withWords(<RatingStars ns="vendor" value={4} />, 'ru');
    expect(screen.getByRole('img', { name: '4 из 5' })).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
