import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppConfigProvider } from '../../lib/app-config';
import { TEST_CONFIG } from '../../test/render-app';
import { formatMoneyText, Money } from './Money';

function renderMoney(element: React.ReactElement, currency = TEST_CONFIG.currency) {
  return render(<AppConfigProvider value={{ ...TEST_CONFIG, currency }}>{element}</AppConfigProvider>);
}

describe('Money', () => {
  it('renders a wire amount with the config symbol, grouped thousands and exact minor digits', () => {
    renderMoney(<Money value="1234567.5" />);
    const amount = screen.getByText('$1,234,567.50');
    expect(amount.className).toContain('fr-money');
  });

  it('shows the sign of negative amounts before the symbol and "+" only when asked', () => {
    renderMoney(
      <>
        <Money value="-1234.50" />
        <Money value="25.00" signed />
        <Money value="0.00" signed />
      </>,
    );
    expect(screen.getByText('-$1,234.50')).toBeTruthy();
    expect(screen.getByText('+$25.00')).toBeTruthy();
    expect(screen.getByText('$0.00')).toBeTruthy();
  });

  it('colours only results: green above zero, red below', () => {
    renderMoney(
      <>
        <Money value="10.00" tone="result" />
        <Money value="-10.00" tone="result" />
        <Money value="10.50" />
      </>,
    );
    expect(screen.getByText('$10.00').className).toContain('fr-tone-win');
    expect(screen.getByText('-$10.00').className).toContain('fr-tone-loss');
    expect(screen.getByText('$10.50').className).not.toContain('fr-tone');
  });

  it('follows the deployment currency, including one without minor units', () => {
    renderMoney(<Money value="25000000" />, { code: 'VND', symbol: '₫', minorDigits: 0 });
    expect(screen.getByText('₫25,000,000')).toBeTruthy();
  });

  it('shows a dash, not a guess, for a value that is not an amount', () => {
    renderMoney(<Money value="12.345" />);
    expect(screen.getByText('—')).toBeTruthy();
    expect(formatMoneyText('1e5', TEST_CONFIG.currency)).toBeNull();
  });
});
